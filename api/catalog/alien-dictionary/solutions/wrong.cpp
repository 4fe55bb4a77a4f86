class Solution {
public:
    string alienOrder(vector<string>& words) {
        // Leaves out the letters no rule mentions.
        bool seen[26] = {}, edge[26][26] = {};
        int waiting[26] = {};
        for (size_t i = 1; i < words.size(); i++) {
            const string &before = words[i - 1], &after = words[i];
            size_t at = 0;
            while (at < before.size() && at < after.size() && before[at] == after[at]) at++;
            if (at == before.size() || at == after.size()) {
                if (before.size() > after.size()) return "";
                continue;
            }
            int from = before[at] - 'a', to = after[at] - 'a';
            seen[from] = seen[to] = true;
            if (!edge[from][to]) { edge[from][to] = true; waiting[to]++; }
        }
        string order;
        int letters = 0;
        for (int c = 0; c < 26; c++) {
            letters += seen[c];
            if (seen[c] && waiting[c] == 0) order += char('a' + c);
        }
        for (size_t next = 0; next < order.size(); next++)
            for (int to = 0; to < 26; to++)
                if (edge[order[next] - 'a'][to] && --waiting[to] == 0) order += char('a' + to);
        return (int)order.size() == letters ? order : "";
    }
};
