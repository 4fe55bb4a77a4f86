import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(System.in, 1 << 16));
        int n = nextInt(in), m = nextInt(in);
        int[] head = new int[n + 1], next = new int[2 * m], to = new int[2 * m], weight = new int[2 * m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            int a = nextInt(in), b = nextInt(in), w = nextInt(in);
            to[2 * i] = b; weight[2 * i] = w; next[2 * i] = head[a]; head[a] = 2 * i;
            to[2 * i + 1] = a; weight[2 * i + 1] = w; next[2 * i + 1] = head[b]; head[b] = 2 * i + 1;
        }
        long[] dist = new long[n + 1];
        Arrays.fill(dist, Long.MAX_VALUE);
        dist[1] = 0;
        PriorityQueue<long[]> pq = new PriorityQueue<>((x, y) -> Long.compare(x[0], y[0]));
        pq.add(new long[] {0, 1});
        while (!pq.isEmpty()) {
            long[] top = pq.poll();
            int u = (int) top[1];
            if (top[0] > dist[u]) continue;
            for (int e = head[u]; e != -1; e = next[e]) {
                long d = top[0] + weight[e];
                if (d < dist[to[e]]) {
                    dist[to[e]] = d;
                    pq.add(new long[] {d, to[e]});
                }
            }
        }
        System.out.println(dist[n] == Long.MAX_VALUE ? -1 : dist[n]);
    }

    private static int nextInt(DataInputStream in) throws IOException {
        int ret = 0, b = in.read();
        while (b < '0') b = in.read();
        while (b >= '0') {
            ret = ret * 10 + (b - '0');
            b = in.read();
        }
        return ret;
    }
}
