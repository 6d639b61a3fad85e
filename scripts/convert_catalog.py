#!/usr/bin/env python3
"""Convert the bokeh-sampledata film table into Marquee's embedded catalog.

Source: the `movies.db` SQLite file shipped in the PyPI package `bokeh-sampledata`
(`bokeh_sampledata/_data/movies.db`, tables `omdb` and `tomatoes` joined on `ID`): 17,472 films
from Wikidata, released under CC0 1.0 (https://creativecommons.org/publicdomain/zero/1.0/).
The generated catalog.tsv carries the same licence.

Usage:
    python3 scripts/convert_catalog.py [MOVIES_DB] [--output PATH]

With no MOVIES_DB, the wheel is fetched with `pip download --no-deps bokeh-sampledata` into a
temporary directory and unpacked there. The output (default: Sources/Data/Resources/catalog.tsv
next to this script's package) is UTF-8: a header line naming the columns, then one film per line
sorted by numeric id, fields separated by tabs, with backslash, tab, newline and carriage return
written as the escapes \\\\, \\t, \\n and \\r, and NULL written as an empty field. The same input
always gives the same bytes.

Only the standard library is used.
"""

from __future__ import annotations

import argparse
import glob
import os
import sqlite3
import subprocess
import sys
import tempfile
import zipfile

# Output column -> SQL expression over `omdb o JOIN tomatoes t`. The order here is the file's order.
COLUMNS: list[tuple[str, str]] = [
    ("id", "o.ID"),
    ("imdb_id", "o.imdbID"),
    ("title", "o.Title"),
    ("year", "o.Year"),
    ("released", "o.Released"),
    ("certification", "o.Rating"),
    ("runtime", "o.Runtime"),
    ("genres", "o.Genre"),
    ("directors", "o.Director"),
    ("cast", 'o."Cast"'),
    ("languages", "o.Language"),
    ("countries", "o.Country"),
    ("awards", "o.Awards"),
    ("critics_rating", "t.Rating"),
    ("reviews", "t.Reviews"),
    ("box_office", "t.BoxOffice"),
]

DEFAULT_OUTPUT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), os.pardir, "Sources", "Data", "Resources", "catalog.tsv"
)

ESCAPES = str.maketrans({"\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"})


def format_field(value: object) -> str:
    """Text for one field: empty for NULL, integers without a fraction, floats in shortest form."""
    if value is None:
        return ""
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        return repr(value)
    if isinstance(value, int):
        return str(value)
    return str(value).translate(ESCAPES)


def download_movies_db(workdir: str) -> str:
    """Fetch the bokeh-sampledata wheel into `workdir`, unpack movies.db, return its path."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", workdir, "bokeh-sampledata"],
        check=True,
    )
    wheels = sorted(glob.glob(os.path.join(workdir, "bokeh_sampledata-*.whl")))
    if not wheels:
        sys.exit(f"convert_catalog: pip downloaded no bokeh_sampledata wheel into {workdir}")
    member = "bokeh_sampledata/_data/movies.db"
    with zipfile.ZipFile(wheels[-1]) as wheel:
        try:
            wheel.extract(member, workdir)
        except KeyError:
            sys.exit(f"convert_catalog: {wheels[-1]} has no {member}; the package layout changed")
    return os.path.join(workdir, member)


def convert(database_path: str, output_path: str) -> int:
    """Write the catalog TSV; returns the number of films written."""
    if not os.path.isfile(database_path):
        sys.exit(f"convert_catalog: no such file: {database_path}")
    select = ", ".join(expression for _, expression in COLUMNS)
    sql = f"SELECT {select} FROM omdb o JOIN tomatoes t ON t.ID = o.ID ORDER BY o.ID"
    connection = sqlite3.connect(f"file:{database_path}?mode=ro", uri=True)
    try:
        rows = connection.execute(sql).fetchall()
    except sqlite3.DatabaseError as error:
        sys.exit(f"convert_catalog: cannot read {database_path} as the bokeh movies database: {error}")
    finally:
        connection.close()

    output_path = os.path.abspath(output_path)
    os.makedirs(os.path.dirname(output_path), exist_ok=True)
    temporary_path = output_path + ".tmp"
    with open(temporary_path, "w", encoding="utf-8", newline="\n") as output:
        output.write("\t".join(name for name, _ in COLUMNS) + "\n")
        for row in rows:
            output.write("\t".join(format_field(value) for value in row) + "\n")
    os.replace(temporary_path, output_path)
    return len(rows)


def main() -> None:
    parser = argparse.ArgumentParser(description="Convert bokeh-sampledata's movies.db into catalog.tsv.")
    parser.add_argument("database", nargs="?", help="path to movies.db (default: download bokeh-sampledata)")
    parser.add_argument("-o", "--output", default=DEFAULT_OUTPUT, help="where to write catalog.tsv")
    arguments = parser.parse_args()

    if arguments.database:
        count = convert(arguments.database, arguments.output)
    else:
        with tempfile.TemporaryDirectory(prefix="marquee-catalog-") as workdir:
            count = convert(download_movies_db(workdir), arguments.output)
    print(f"convert_catalog: wrote {count} films to {os.path.normpath(arguments.output)}")


if __name__ == "__main__":
    main()
