// What a stylesheet import is in Jest: nothing (webpack extracts stylesheets; see baseWebpackConfig).
module.exports = {};
