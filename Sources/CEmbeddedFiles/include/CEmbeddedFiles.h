#ifndef CEMBEDDEDFILES_H
#define CEMBEDDEDFILES_H

/// A file compiled into the binary: its name as in the repository and its bytes, which live as
/// long as the program.
typedef struct CEmbeddedFile {
    const char *_Nonnull name;
    const unsigned char *_Nonnull bytes;
    unsigned long size;
} CEmbeddedFile;

/// catalog.tsv, the film list the local source searches.
CEmbeddedFile cembedded_catalog(void);

/// How many files of templates/ are embedded.
unsigned long cembedded_template_count(void);

/// The template file at `index` (0 ..< cembedded_template_count()), named as in templates/.
CEmbeddedFile cembedded_template(unsigned long index);

/// How many string tables of strings/ are embedded (one per shipped language).
unsigned long cembedded_string_table_count(void);

/// The string table at `index` (0 ..< cembedded_string_table_count()), named as in strings/,
/// e.g. `es.toml`.
CEmbeddedFile cembedded_string_table(unsigned long index);

#endif
