import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer("");
        List<String> words = new ArrayList<>();
        String line;
        while ((line = reader.readLine()) != null) {
            tokens = new StringTokenizer(line);
            while (tokens.hasMoreTokens()) words.add(tokens.nextToken());
        }
        int n = Integer.parseInt(words.get(0));
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 1; i <= n; i++) counts.merge(words.get(i), 1, Integer::sum);
        String best = null;
        for (Map.Entry<String, Integer> entry : counts.entrySet()) {
            int top = best == null ? -1 : counts.get(best);
            if (entry.getValue() > top || (entry.getValue() == top && entry.getKey().compareTo(best) < 0))
                best = entry.getKey();
        }
        System.out.println(best + " " + counts.get(best));
    }
}
