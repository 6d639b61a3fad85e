// The search box's messages, and every movie of this site for it: title, year, page, detail.
window.marqueeText = {"noMatch":"Ninguna película coincide con «{query}».","firstShown":"{count} películas coinciden; se muestran las {shown} primeras.","one":"{count} película coincide.","other":"{count} películas coinciden.","articles":"El La Los Las Un Una Unos Unas The A An","filmsOne":"{count} película","filmsOther":"{count} películas"};
window.marqueeMovies = [
["Heat","1995","movie/949/index.html","Dirigida por Michael Mann; con Al Pacino, Robert De Niro y Val Kilmer."],
];
window.marqueeSearches = [
];
