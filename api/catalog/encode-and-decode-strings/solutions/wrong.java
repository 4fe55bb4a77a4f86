public class Codec {
    // One digit of length: strings of 10 characters or more are cut.
    public String encode(List<String> strs) {
        StringBuilder out = new StringBuilder();
        for (String s : strs) out.append(s.length() % 10).append(s);
        return out.toString();
    }

    public List<String> decode(String s) {
        List<String> out = new ArrayList<>();
        for (int at = 0; at < s.length();) {
            int length = s.charAt(at) - '0';
            out.add(s.substring(at + 1, Math.min(s.length(), at + 1 + length)));
            at += 1 + length;
        }
        return out;
    }
}
