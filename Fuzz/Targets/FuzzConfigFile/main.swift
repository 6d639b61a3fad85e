import FuzzSupport

runLibFuzzer { data, size in fuzzConfigFile(data, size) }
