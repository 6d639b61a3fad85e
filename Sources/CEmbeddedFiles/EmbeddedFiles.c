// The catalog, the built-in templates and the string tables, compiled into the binary with C23's #embed, so that
// Marquee needs no file beside it. Clang lists every embedded file in the object's dependency
// file, so SwiftPM recompiles this file whenever one of them changes.
//
// A new template file is added in two places: TemplateFile (Rendering) and the list below. A new
// language's string table (strings/TAG.toml) is added to the list of string tables below only.

#include "CEmbeddedFiles.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char catalog[] = {
#embed "../Data/Resources/catalog.tsv"
};

static const unsigned char layout_html[] = {
#embed "../../templates/layout.html"
};
static const unsigned char layout_md[] = {
#embed "../../templates/layout.md"
};
static const unsigned char index_md[] = {
#embed "../../templates/index.md"
};
static const unsigned char results_md[] = {
#embed "../../templates/results.md"
};
static const unsigned char movie_md[] = {
#embed "../../templates/movie.md"
};
static const unsigned char recent_md[] = {
#embed "../../templates/recent.md"
};
static const unsigned char collection_md[] = {
#embed "../../templates/collection.md"
};
static const unsigned char person_md[] = {
#embed "../../templates/person.md"
};
static const unsigned char genres_md[] = {
#embed "../../templates/genres.md"
};
static const unsigned char years_md[] = {
#embed "../../templates/years.md"
};
static const unsigned char not_found_md[] = {
#embed "../../templates/not-found.md"
};
static const unsigned char feed_xml[] = {
#embed "../../templates/feed.xml"
};
static const unsigned char style_css[] = {
#embed "../../templates/style.css"
};
static const unsigned char site_js[] = {
#embed "../../templates/site.js"
};

static const unsigned char strings_en[] = {
#embed "../../strings/en.toml"
};
static const unsigned char strings_es[] = {
#embed "../../strings/es.toml"
};
static const unsigned char strings_ko[] = {
#embed "../../strings/ko.toml"
};

#define FILE_ENTRY(name, variable) { name, variable, sizeof(variable) }

static const CEmbeddedFile templates[] = {
    FILE_ENTRY("layout.html", layout_html),
    FILE_ENTRY("layout.md", layout_md),
    FILE_ENTRY("index.md", index_md),
    FILE_ENTRY("results.md", results_md),
    FILE_ENTRY("movie.md", movie_md),
    FILE_ENTRY("recent.md", recent_md),
    FILE_ENTRY("collection.md", collection_md),
    FILE_ENTRY("person.md", person_md),
    FILE_ENTRY("genres.md", genres_md),
    FILE_ENTRY("years.md", years_md),
    FILE_ENTRY("not-found.md", not_found_md),
    FILE_ENTRY("feed.xml", feed_xml),
    FILE_ENTRY("style.css", style_css),
    FILE_ENTRY("site.js", site_js),
};

static const CEmbeddedFile string_tables[] = {
    FILE_ENTRY("en.toml", strings_en),
    FILE_ENTRY("es.toml", strings_es),
    FILE_ENTRY("ko.toml", strings_ko),
};

CEmbeddedFile cembedded_catalog(void) {
    return (CEmbeddedFile)FILE_ENTRY("catalog.tsv", catalog);
}

unsigned long cembedded_template_count(void) {
    return sizeof(templates) / sizeof(templates[0]);
}

CEmbeddedFile cembedded_template(unsigned long index) {
    return templates[index];
}

unsigned long cembedded_string_table_count(void) {
    return sizeof(string_tables) / sizeof(string_tables[0]);
}

CEmbeddedFile cembedded_string_table(unsigned long index) {
    return string_tables[index];
}
