// Marquee's only script: the search box over every movie of the site (window.marqueeMovies and
// window.marqueeSearches, from search-index.js), and placeholders for posters that fail to load. Plain JavaScript that
// works from file:// as well as from a web server.
(function () {
  "use strict";

  var MAX_SHOWN = 20;

  // A remote poster that cannot be loaded leaves its placeholder showing.
  document.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target.classList && target.classList.contains("poster-image")) {
      target.remove();
    }
  }, true);

  var form = document.querySelector(".site-search");
  var movies = window.marqueeMovies;
  if (!form || !Array.isArray(movies)) {
    return;
  }
  var input = form.querySelector("input");
  var panel = form.querySelector(".site-search-panel");
  var status = form.querySelector(".site-search-status");
  var list = form.querySelector(".site-search-results");
  var root = document.body.getAttribute("data-root") || "";
  // The messages in the site's language, from search-index.js; English when it has none.
  var text = window.marqueeText || {
    noMatch: "No movie matches “{query}”.",
    firstShown: "{count} movies match; the first {shown} are shown.",
    one: "{count} movie matches.",
    other: "{count} movies match."
  };

  function message(template, values) {
    return template.replace(/\{(\w+)\}/g, function (whole, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole;
    });
  }

  // What a reader need not type: case, accents, the letters that carry their own mark (ø, æ, ß,
  // ł, ...) and the dots of abbreviations (E.T. is "et").
  var LETTERS = { "ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i" };
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
      .replace(/[øæœßłđðþı]/g, function (letter) { return LETTERS[letter]; })
      .replace(/\./g, "");
  }

  // Numbers as titles write them: "Part II" and "part 2" are the same words.
  var ROMAN = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12,
    xiii: 13, xiv: 14, xv: 15, xvi: 16, xvii: 17, xviii: 18, xix: 19, xx: 20 };
  function words(text) {
    return fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(function (word) {
      return Object.prototype.hasOwnProperty.call(ROMAN, word) ? String(ROMAN[word]) : word;
    });
  }

  // Leading articles the site's titles are sorted without ("the godfather" is "godfather").
  var articles = words(text.articles || "");
  function withoutArticle(list) {
    return list.length > 1 && articles.indexOf(list[0]) !== -1 ? list.slice(1) : list;
  }

  // A movie matches on what a reader can see or means: its title, year, credits and, once
  // search-people.js has arrived, the people in it and its genres; never on its page's address.
  var entries = movies.map(function (movie, row) {
    var title = words(movie[0]);
    return {
      row: row,
      title: movie[0],
      year: movie[1],
      path: movie[2],
      detail: movie[3],
      titleWords: title,
      bareTitle: withoutArticle(title).join(" "),
      words: title.concat(words(movie[1] + " " + movie[3]))
    };
  });

  // The site's searches, by their words: such a query gets that search's page, in its order.
  var searches = {};
  (window.marqueeSearches || []).forEach(function (search) {
    var key = words(search[0]).join(" ");
    if (key && search[3].length > 0 && !searches[key]) {
      searches[key] = { path: search[1], seeAll: search[2], rows: search[3], count: search[4] };
    }
  });

  // The people with a page, once search-people.js has arrived: name, words, page, film count.
  var people = [];

  // The directors, cast and genres (most of the search data) load the first time the box is used.
  var peopleRequested = false;
  function loadPeople() {
    if (peopleRequested) {
      return;
    }
    peopleRequested = true;
    var script = document.createElement("script");
    script.src = root + "search-people.js";
    script.onload = function () {
      var data = window.marqueePeople;
      if (!data || !Array.isArray(data.names) || !Array.isArray(data.films)) {
        return;
      }
      var filmCounts = [];
      entries.forEach(function (entry) {
        (data.films[entry.row] || []).forEach(function (number) {
          entry.words = entry.words.concat(words(data.names[number] || ""));
          filmCounts[number] = (filmCounts[number] || 0) + 1;
        });
      });
      (data.people || []).forEach(function (slug, number) {
        if (typeof slug === "string" && slug) {
          var name = data.names[number] || "";
          people.push({ title: name, year: "", path: "person/" + slug + "/index.html", words: words(name), films: filmCounts[number] || 0 });
        }
      });
      if (input.value.trim() !== "") {
        update();
      }
    };
    document.head.appendChild(script);
  }

  var CJK = /[\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

  // A query word is found in a list of words: a number as a whole word (so "2" is not "2010"),
  // a word of a script written without spaces anywhere inside one, any other word as the start
  // of one; with `typos`, a word of four letters or more also as a word one slip away.
  function found(word, list, typos) {
    var number = /^\d+$/.test(word), cjk = CJK.test(word);
    for (var index = 0; index < list.length; index++) {
      var candidate = list[index];
      if (number ? candidate === word : cjk ? candidate.indexOf(word) !== -1 : candidate.lastIndexOf(word, 0) === 0) {
        return true;
      }
      if (typos && !number && word.length >= 4 && oneSlipApart(word, candidate)) {
        return true;
      }
    }
    return false;
  }

  // One letter changed, added, dropped, or two side by side swapped ("godfahter", "matrx").
  function oneSlipApart(a, b) {
    if (Math.abs(a.length - b.length) > 1 || a === b) {
      return false;
    }
    var start = 0;
    while (start < a.length && start < b.length && a[start] === b[start]) {
      start++;
    }
    if (a.length === b.length) {
      return a.slice(start + 1) === b.slice(start + 1) ||
        (a[start] === b[start + 1] && a[start + 1] === b[start] && a.slice(start + 2) === b.slice(start + 2));
    }
    return a.length > b.length ? a.slice(start + 1) === b.slice(start) : a.slice(start) === b.slice(start + 1);
  }

  // Every word must be found. A title that is the query comes first, then titles that start
  // with it, then titles holding every word, then the rest (credits, genres, years), each group
  // in the index's order (by title). Only when nothing matches are slips of a letter forgiven.
  function search(query) {
    var asked = words(query);
    if (asked.length === 0) {
      return [];
    }
    var phrase = asked.join(" "), bare = withoutArticle(asked).join(" ");
    function rank(typos) {
      var ranked = [[], [], [], []];
      entries.forEach(function (entry) {
        if (!asked.every(function (word) { return found(word, entry.words, typos); })) {
          return;
        }
        var title = entry.titleWords.join(" ");
        var group = title === phrase || entry.bareTitle === bare ? 0
          : title.lastIndexOf(phrase, 0) === 0 || entry.bareTitle.lastIndexOf(bare, 0) === 0 ? 1
          : asked.every(function (word) { return found(word, entry.titleWords, typos); }) ? 2 : 3;
        ranked[group].push(entry);
      });
      return ranked[0].concat(ranked[1], ranked[2], ranked[3]);
    }
    var matches = rank(false);
    return matches.length > 0 ? matches : rank(true);
  }

  // People whose names hold every word of the query (each word the start of one of theirs), most
  // films first. `exact` says whether the query is a whole name, when they come before the films.
  var MAX_PEOPLE = 3;
  function searchPeople(query) {
    var asked = words(query);
    if (asked.length === 0) {
      return { found: [], exact: false };
    }
    var phrase = asked.join(" ");
    var matching = people.filter(function (person) {
      return asked.every(function (word) { return person.words.some(function (part) { return part.lastIndexOf(word, 0) === 0; }); });
    });
    matching.sort(function (a, b) {
      var exactA = a.words.join(" ") === phrase, exactB = b.words.join(" ") === phrase;
      return exactA !== exactB ? (exactA ? -1 : 1) : b.films - a.films || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
    });
    matching = matching.slice(0, MAX_PEOPLE).map(function (person) {
      return { title: person.title, year: "", path: person.path,
        detail: message(person.films === 1 ? text.filmsOne || "{count} movie" : text.filmsOther || "{count} movies", { count: person.films }),
        exact: person.words.join(" ") === phrase };
    });
    return { found: matching, exact: matching.length > 0 && (matching[0].exact || asked.length > 1) };
  }

  function resultItem(entry) {
    var item = document.createElement("li");
    var link = document.createElement("a");
    link.href = root + entry.path;
    var title = document.createElement("span");
    title.className = "result-title";
    title.textContent = entry.title;
    link.appendChild(title);
    if (entry.year) {
      var year = document.createElement("span");
      year.className = "result-year";
      year.textContent = entry.year;
      link.appendChild(year);
    }
    if (entry.detail) {
      var detail = document.createElement("span");
      detail.className = "result-detail";
      detail.textContent = entry.detail;
      link.appendChild(detail);
    }
    item.appendChild(link);
    return item;
  }

  function seeAllItem(search) {
    var item = document.createElement("li");
    item.className = "site-search-all";
    var link = document.createElement("a");
    link.href = root + search.path;
    link.textContent = search.seeAll;
    item.appendChild(link);
    return item;
  }

  function update() {
    var query = input.value;
    if (query.trim() === "") {
      close();
      return;
    }
    // A query that is one of the site's searches is answered as its page answers it.
    var site = searches[words(query).join(" ")];
    var matches = site
      ? site.rows.map(function (row) { return entries[row]; }).filter(Boolean)
      : search(query);
    var items = matches.slice(0, MAX_SHOWN).map(resultItem);
    if (site) {
      items.push(seeAllItem(site));
    }
    // People come first when the query names them; else after the films.
    var named = searchPeople(query);
    var personItems = named.found.map(function (person) {
      var item = resultItem(person);
      item.className = "site-search-person";
      return item;
    });
    items = named.exact ? personItems.concat(items) : items.concat(personItems);
    list.replaceChildren.apply(list, items);
    var count = site ? Math.max(site.count, matches.length) : matches.length;
    var shown = Math.min(matches.length, MAX_SHOWN);
    if (matches.length === 0 && personItems.length > 0) {
      status.textContent = message(text.other, { count: 0 });
    } else if (matches.length === 0) {
      status.textContent = message(text.noMatch, { query: query.trim() });
    } else if (count > shown) {
      status.textContent = message(text.firstShown, { count: count, shown: shown });
    } else {
      status.textContent = message(count === 1 ? text.one : text.other, { count: count });
    }
    panel.hidden = false;
  }

  function close() {
    panel.hidden = true;
  }

  function links() {
    return Array.prototype.slice.call(list.querySelectorAll("a"));
  }

  function moveFocus(step) {
    var all = links();
    var index = all.indexOf(document.activeElement);
    var next = index + step;
    if (next < 0) {
      input.focus();
    } else if (next < all.length) {
      all[next].focus();
    }
  }

  input.addEventListener("input", function () {
    loadPeople();
    update();
  });
  input.addEventListener("focus", function () {
    loadPeople();
    if (input.value.trim() !== "") {
      update();
    }
  });

  // Enter opens the first answer; with none, the box says so.
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    update();
    var first = links()[0];
    if (first) {
      window.location.href = first.href;
    }
  });

  form.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      moveFocus(1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      moveFocus(-1);
    } else if (event.key === "Escape") {
      if (!panel.hidden) {
        close();
      } else {
        input.value = "";
      }
      input.focus();
    }
  });

  form.addEventListener("focusout", function (event) {
    if (!form.contains(event.relatedTarget)) {
      close();
    }
  });

  document.addEventListener("keydown", function (event) {
    var target = event.target;
    var typing = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target.isContentEditable;
    if (event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      input.focus();
    }
  });

  form.hidden = false;
})();
