import FuzzSupport

runLibFuzzer { data, size in fuzzCatalogTSV(data, size) }
