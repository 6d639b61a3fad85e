import FuzzSupport

runLibFuzzer { data, size in fuzzS3XML(data, size) }
