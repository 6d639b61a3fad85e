// The people of every movie of search-index.js, for the search box: names, and the numbers of each film's.
window.marqueePeople = {names: ["Crime","Jean-Pierre Jeunet","Comedy","Romance","Martin Scorsese","Robert De Niro","Sharon Stone","Drama","Michael Mann","Al Pacino","Val Kilmer","Action","Mystery"],
films: [
[0],
[1,2,3],
[4,5,6,0,7],
[8,9,5,10,11,0,7],
[],
[0,12],
]};
