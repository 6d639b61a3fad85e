import FuzzSupport

runLibFuzzer { data, size in fuzzTMDBDecoding(data, size) }
