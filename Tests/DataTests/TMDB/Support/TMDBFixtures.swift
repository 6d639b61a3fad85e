import Foundation

/// Answers shaped like TMDB's own, quirks included.
enum TMDBFixtures {
    /// A search page: an ordinary result, then one of each quirk TMDB really sends (empty and
    /// missing `release_date`, null `poster_path`, empty `overview`, empty and null `genre_ids`,
    /// no votes, fields this program does not know), and one result with a broken id.
    static let searchPage = """
        {
          "page": 1,
          "results": [
            {
              "adult": false, "backdrop_path": "/bd1.jpg", "genre_ids": [18, 53, 9999], "id": 949,
              "original_language": "en", "original_title": "Heat", "overview": "A group of thieves.",
              "popularity": 63.2, "poster_path": "/heat.jpg", "release_date": "1995-12-15", "title": "Heat",
              "video": false, "vote_average": 7.9, "vote_count": 7321
            },
            {
              "adult": false, "genre_ids": [28], "id": 1001, "original_title": "Heat Wave", "overview": "Hot.",
              "poster_path": "/hw.jpg", "release_date": "", "title": "Heat Wave", "vote_average": 6.1, "vote_count": 12
            },
            {
              "genre_ids": [28], "id": 1002, "original_title": "Heat 2", "overview": "Soon.",
              "poster_path": "/h2.jpg", "title": "Heat 2", "vote_average": 0, "vote_count": 0
            },
            {
              "genre_ids": [], "id": 1003, "original_title": "Heatwaves", "overview": "",
              "poster_path": null, "release_date": "2019-05-01", "title": "Heatwaves", "vote_average": 5.5, "vote_count": 2,
              "origin_country": ["FR"], "some_new_field": {"nested": [1, {"x": null}]}
            },
            {
              "genre_ids": null, "id": 1004, "original_title": "熱", "overview": null, "poster_path": "",
              "release_date": "1987", "title": "", "vote_average": 6.8, "vote_count": 40
            },
            { "id": "not a number", "title": "Broken" },
            {
              "id": 1005, "title": "Heat After Dark", "release_date": "2001-02-30"
            }
          ],
          "total_pages": 3,
          "total_results": 47
        }
        """

    /// A page of a search with far more than 500 pages.
    static let hugeSearchPage = """
        {"page": 1, "results": [], "total_pages": 4213, "total_results": 84251}
        """

    /// What TMDB answers when nothing matches.
    static let emptySearchPage = """
        {"page": 1, "results": [], "total_pages": 0, "total_results": 0}
        """

    /// `movie/949?append_to_response=credits`.
    static let details = """
        {
          "adult": false, "backdrop_path": "/bd1.jpg", "belongs_to_collection": null, "budget": 60000000,
          "genres": [{"id": 80, "name": "Crime"}, {"id": 18, "name": "Drama"}, {"id": 53, "name": "Thriller"}],
          "homepage": "", "id": 949, "imdb_id": "tt0113277", "original_language": "en", "original_title": "Heat",
          "overview": "Obsessive master thief Neil McCauley leads a top-notch crew.", "popularity": 63.2,
          "poster_path": "/heat.jpg",
          "production_companies": [{"id": 508, "logo_path": "/x.png", "name": "Regency", "origin_country": "US"}],
          "production_countries": [{"iso_3166_1": "US", "name": "United States of America"}],
          "release_date": "1995-12-15", "revenue": 187436818, "runtime": 170,
          "spoken_languages": [{"english_name": "English", "iso_639_1": "en", "name": "English"},
                               {"english_name": "Spanish", "iso_639_1": "es", "name": "Español"}],
          "status": "Released", "tagline": "A Los Angeles crime saga", "title": "Heat", "video": false,
          "vote_average": 7.9, "vote_count": 7321,
          "credits": {
            "cast": [
              {"adult": false, "id": 1158, "name": "Al Pacino", "order": 0, "character": "Hanna"},
              {"adult": false, "id": 380, "name": "Robert De Niro", "order": 1, "character": "McCauley"},
              {"adult": false, "id": 1, "name": "Someone Uncredited", "order": null}
            ],
            "crew": [
              {"id": 638, "name": "Michael Mann", "job": "Director", "department": "Directing"},
              {"id": 638, "name": "Michael Mann", "job": "Screenplay", "department": "Writing"}
            ]
          }
        }
        """

    /// Details of a film TMDB knows little about.
    static let sparseDetails = """
        {"id": 1002, "title": "Heat 2", "runtime": 0, "genres": [], "imdb_id": null, "release_date": "",
         "poster_path": null, "overview": "", "revenue": 0, "vote_average": 0, "vote_count": 0}
        """

    static let genres = """
        {"genres": [{"id": 28, "name": "Action"}, {"id": 18, "name": "Drama"}, {"id": 53, "name": "Thriller"},
                    {"id": 80, "name": "Crime"}, {"name": "No id"}]}
        """

    static let configuration = """
        {
          "change_keys": ["adult", "poster_path"],
          "images": {
            "base_url": "http://image.tmdb.org/t/p/",
            "secure_base_url": "https://image.tmdb.org/t/p/",
            "backdrop_sizes": ["w300", "w780", "w1280", "original"],
            "logo_sizes": ["w45", "w92", "original"],
            "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
            "profile_sizes": ["w45", "w185", "h632", "original"],
            "still_sizes": ["w92", "w185", "w300", "original"]
          }
        }
        """

    static let invalidKey = """
        {"success": false, "status_code": 7, "status_message": "Invalid API key: You must be granted a valid key."}
        """

    static let notFound = """
        {"success": false, "status_code": 34, "status_message": "The resource you requested could not be found."}
        """

    static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }
}
