import FuzzSupport

runLibFuzzer { data, size in fuzzQueryFile(data, size) }
