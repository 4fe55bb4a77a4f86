class Codec {
public:

    // Encodes a list of strings to a single string.
    string encode(vector<string>& strs) {
        string out;
        for (const string& s : strs) out += to_string(s.size()) + "#" + s;
        return out;
    }

    // Decodes a single string to a list of strings.
    vector<string> decode(string s) {
        vector<string> out;
        size_t at = 0;
        while (at < s.size()) {
            size_t hash = s.find('#', at);
            size_t length = stoul(s.substr(at, hash - at));
            out.push_back(s.substr(hash + 1, length));
            at = hash + 1 + length;
        }
        return out;
    }
};
