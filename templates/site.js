// Marquee's only script: the search box over every movie of the site (window.marqueeMovies,
// from search-index.js), and placeholders for posters that fail to load. Plain JavaScript that
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

  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  // A movie matches on what a reader can see or means: its title, year, detail line and, once
  // search-people.js has arrived, the people in it; never on its page's address.
  var entries = movies.map(function (movie) {
    return {
      title: movie[0],
      year: movie[1],
      path: movie[2],
      detail: movie[3],
      titleKey: fold(movie[0]),
      key: fold([movie[0], movie[1], movie[3]].join(" "))
    };
  });

  // The directors and cast (most of the search data) load the first time the box is used.
  var peopleRequested = false;
  function loadPeople() {
    if (peopleRequested) {
      return;
    }
    peopleRequested = true;
    var script = document.createElement("script");
    script.src = root + "search-people.js";
    script.onload = function () {
      var people = window.marqueePeople;
      if (!people || !Array.isArray(people.names) || !Array.isArray(people.films)) {
        return;
      }
      entries.forEach(function (entry, row) {
        var names = (people.films[row] || []).map(function (number) { return people.names[number] || ""; });
        entry.key = fold([entry.title, entry.year, entry.detail].concat(names).join(" "));
      });
      if (input.value.trim() !== "") {
        update();
      }
    };
    document.head.appendChild(script);
  }

  // Every word must appear; titles that start with the query come first, then titles that
  // contain it, then the rest (credits, years), each group in the index's order.
  function search(query) {
    var folded = fold(query).trim();
    var words = folded.split(/\s+/).filter(Boolean);
    if (words.length === 0) {
      return [];
    }
    var ranked = [[], [], []];
    entries.forEach(function (entry) {
      if (!words.every(function (word) { return entry.key.indexOf(word) !== -1; })) {
        return;
      }
      var rank = entry.titleKey.indexOf(folded) === 0 ? 0 : entry.titleKey.indexOf(folded) !== -1 ? 1 : 2;
      ranked[rank].push(entry);
    });
    return ranked[0].concat(ranked[1], ranked[2]);
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

  function update() {
    var query = input.value;
    if (query.trim() === "") {
      close();
      return;
    }
    var matches = search(query);
    list.replaceChildren.apply(list, matches.slice(0, MAX_SHOWN).map(resultItem));
    if (matches.length === 0) {
      status.textContent = message(text.noMatch, { query: query.trim() });
    } else if (matches.length > MAX_SHOWN) {
      status.textContent = message(text.firstShown, { count: matches.length, shown: MAX_SHOWN });
    } else {
      status.textContent = message(matches.length === 1 ? text.one : text.other, { count: matches.length });
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

  form.addEventListener("submit", function (event) {
    event.preventDefault();
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
