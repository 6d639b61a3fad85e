// The search box's messages, and every movie of this site for it: title, year, page, detail.
window.marqueeText = {"noMatch":"‘{query}’와(과) 일치하는 영화가 없습니다.","firstShown":"영화 {count}편이 일치합니다. 처음 {shown}편을 표시합니다.","one":"영화 {count}편이 일치합니다.","other":"영화 {count}편이 일치합니다.","articles":"The A An","filmsOne":"영화 {count}편","filmsOther":"영화 {count}편"};
window.marqueeMovies = [
["Heat","1995","movie/949/index.html","감독: Michael Mann; 출연: Al Pacino, Robert De Niro, Val Kilmer."],
];
window.marqueeSearches = [
];
