import Infrastructure

extension BuildReport {
    /// The report as `MachineReadableJSON` writes it, the same text, written directly rather
    /// than through `JSONEncoder`, which took 11 ms of a one-query rebuild for the benchmark's
    /// 300 searches. Its members are written in the order `.sortedKeys` gives them; a test holds
    /// it to the encoder's text.
    var jsonText: [UInt8] {
        var json = IndentedJSONWriter()
        json.object { json in
            if let durationSeconds { json.member("duration_seconds", durationSeconds) }
            if let error { json.member("error", error) }
            json.member("exit_code", exitCode)
            if let feeds {
                json.key("feeds")
                json.object { json in
                    json.member("count", feeds.count)
                    json.member("seconds", feeds.seconds)
                }
            }
            if let marquee { json.member("marquee", marquee) }
            json.member("output", output)
            if let phases {
                json.key("phases")
                json.array { json in
                    for phase in phases {
                        json.object { json in
                            json.member("name", phase.name)
                            json.member("seconds", phase.seconds)
                        }
                    }
                }
            }
            json.member("published", published)
            json.key("queries")
            json.array { json in
                for query in queries { query.write(to: &json) }
            }
            json.member("source", source)
            if let startedAt { json.member("started_at", startedAt) }
            json.key("totals")
            totals.write(to: &json)
        }
        var bytes = json.bytes
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }
}

extension BuildReport.Query {
    fileprivate func write(to json: inout IndentedJSONWriter) {
        json.object { json in
            json.key("details_problems")
            json.array { json in
                for problem in detailsProblems {
                    json.object { json in
                        json.member("id", problem.id)
                        json.member("reason", problem.reason)
                        json.member("status", problem.status.rawValue)
                        json.member("title", problem.title)
                    }
                }
            }
            if let error { json.member("error", error) }
            json.member("movie_ids", movieIDs)
            json.member("new_movie_ids", newMovieIDs)
            json.member("pages_fetched", pagesFetched)
            json.member("paths", paths)
            json.member("query", query)
            json.member("slug", slug)
            json.member("status", status.rawValue)
            json.member("total_results", totalResults)
        }
    }
}

extension BuildReport.Totals {
    fileprivate func write(to json: inout IndentedJSONWriter) {
        json.object { json in
            json.member("degraded", degraded)
            json.member("failed", failed)
            json.member("movies", movies)
            json.member("ok", ok)
            json.member("pages_removed", pagesRemoved)
            json.member("pages_unchanged", pagesUnchanged)
            json.member("pages_written", pagesWritten)
            json.member("queries", queries)
            json.member("stale", stale)
        }
    }
}
