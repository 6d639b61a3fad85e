// The search box's messages, and every movie of this site for it: title, year, page, detail.
window.marqueeText = {"noMatch":"No movie matches “{query}”.","firstShown":"{count} movies match; the first {shown} are shown.","one":"{count} movie matches.","other":"{count} movies match.","articles":"The A An","filmsOne":"{count} movie","filmsOther":"{count} movies"};
window.marqueeMovies = [
["\u003Cb\u003EBold\u003C/b\u003E \u0026 [linked](javascript:x)","","movie/5/index.html","Crime"],
["Amélie","2001","movie/3/index.html","Directed by Jean-Pierre Jeunet."],
["Casino","1995","movie/2/index.html","Directed by Martin Scorsese; with Robert De Niro and Sharon Stone."],
["Heat","1995","movie/949/index.html","Directed by Michael Mann; with Al Pacino, Robert De Niro and Val Kilmer."],
["Untitled Project","","movie/u_2F1/index.html",""],
["Zodiac","2007","movie/4/index.html","Crime, Mystery"],
];
window.marqueeSearches = [
];
