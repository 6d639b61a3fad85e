// The people of every movie of search-index.js, for the search box: names, and the numbers of each film's.
window.marqueePeople = {names: ["Jean-Pierre Jeunet","Martin Scorsese","Robert De Niro","Sharon Stone","Michael Mann","Al Pacino","Val Kilmer"],
films: [
[],
[0],
[1,2,3],
[4,5,2,6],
[],
[],
]};
