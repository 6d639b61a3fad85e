// The people and genres of every movie of search-index.js, for the search box: each film's numbers, then the names.
window.marqueePeople = {films: [
[0],
[1,2,3],
[4,5,6,0,7],
[8,9,5,10,11,0,7],
[],
[0,12],
],
names: ["Crime","Jean-Pierre Jeunet","Comedy","Romance","Martin Scorsese","Robert De Niro","Sharon Stone","Drama","Michael Mann","Al Pacino","Val Kilmer","Action","Mystery"],
people: [0,"jean-pierre-jeunet",0,0,"martin-scorsese","robert-de-niro","sharon-stone",0,"michael-mann","al-pacino","val-kilmer",0,0]};
