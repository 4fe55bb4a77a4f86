import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer("");
        int n = -1;
        int read = 0;
        long total = 0;
        while (n < 0 || read < n) {
            while (!tokens.hasMoreTokens()) tokens = new StringTokenizer(reader.readLine());
            long value = Long.parseLong(tokens.nextToken());
            if (n < 0) {
                n = (int) value;
            } else {
                total += value;
                read++;
            }
        }
        System.out.println(total);
    }
}
