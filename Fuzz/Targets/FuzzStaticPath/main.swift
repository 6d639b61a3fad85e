import FuzzSupport

runLibFuzzer { data, size in fuzzStaticPath(data, size) }
