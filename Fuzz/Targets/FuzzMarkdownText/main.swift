import FuzzSupport

runLibFuzzer { data, size in fuzzMarkdownText(data, size) }
