"""The scale row's synthetic catalog: the embedded catalog ten times over.

Copy 0 is the catalog as it is; copy k (k >= 1) gives every film a new id (its id plus k times
a power of ten above the largest id) and a title variant (the title followed by a Roman numeral),
so the catalog search, the genres and the years grow with it. Its queries are the most frequent
title words of the scaled catalog (bench/queries.py, without word pairs), the same on every
machine.
"""

import os
import sys

import queries as query_lists

VARIANTS = ["", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV"]


def write_scaled_catalog(source, target, factor):
    """Writes `factor` copies of the catalog at `source` to `target`; returns the film count."""
    if not 1 <= factor <= len(VARIANTS):
        raise SystemExit(f"scale factor {factor}: choose 1 to {len(VARIANTS)}")
    with open(source, encoding="utf-8", newline="") as handle:
        header = handle.readline().rstrip("\n").split("\t")
        rows = [line.rstrip("\n").split("\t") for line in handle]
        rows = [row for row in rows if len(row) == len(header)]
    id_column, title_column = header.index("id"), header.index("title")
    step = 10 ** len(str(max(int(row[id_column]) for row in rows)))
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8", newline="") as handle:
        handle.write("\t".join(header) + "\n")
        for copy in range(factor):
            for row in rows:
                if copy:
                    row = list(row)
                    row[id_column] = str(int(row[id_column]) + copy * step)
                    row[title_column] = f"{row[title_column]} {VARIANTS[copy]}"
                handle.write("\t".join(row) + "\n")
    return len(rows) * factor


def word_queries(catalog_path, count):
    """The `count` most frequent title words of the catalog, most first."""
    ranked = query_lists.ranked_queries(catalog_path, pair_candidates=0)
    if len(ranked) < count:
        raise SystemExit(f"the scaled catalog yields only {len(ranked)} candidate queries; ask for fewer")
    return [text for _, text in ranked[:count]]


def main():
    """scale.py SOURCE TARGET FACTOR QUERIES COUNT: writes the scaled catalog and its query list.
    The benchmark runs this in a process of its own: the parent's memory high-water mark would
    otherwise be inherited by every build it starts (Linux keeps `ru_maxrss` across exec)."""
    source, target, factor, queries_path, count = sys.argv[1:6]
    write_scaled_catalog(source, target, int(factor))
    query_lists.write_list(queries_path, word_queries(target, int(count)))


if __name__ == "__main__":
    main()
