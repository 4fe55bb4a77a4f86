import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
        in.nextToken();
        int n = (int) in.nval;
        in.nextToken();
        long m = (long) in.nval;
        long[] h = new long[n];
        long hi = 0;
        for (int i = 0; i < n; i++) {
            in.nextToken();
            h[i] = (long) in.nval;
            hi = Math.max(hi, h[i]);
        }
        long lo = 0;
        while (lo < hi) {
            long mid = (lo + hi + 1) / 2, total = 0;
            for (long x : h)
                if (x > mid) total += x - mid;
            if (total >= m) lo = mid;
            else hi = mid - 1;
        }
        System.out.println(lo);
    }
}
