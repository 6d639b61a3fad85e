import FuzzSupport

runLibFuzzer { data, size in fuzzTemplate(data, size) }
