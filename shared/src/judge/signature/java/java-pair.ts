/**
 * LeetCode offers `javafx.util.Pair` (OpenJFX is not part of the JDK): the same small class,
 * compiled with every Java program. Not in the work dir's root, where javac would take it for the
 * unnamed package's Pair, and not in javafx/util/, which javac -d . must create itself (a
 * directory made beforehand is not writable by the sandbox user).
 */
export const javaPairFile = 'zc-javafx/Pair.java';

export const javaPairSource = String.raw`package javafx.util;

import java.io.Serializable;
import java.util.Objects;

public class Pair<K, V> implements Serializable {
    private final K key;
    private final V value;

    public Pair(K key, V value) {
        this.key = key;
        this.value = value;
    }

    public K getKey() { return key; }

    public V getValue() { return value; }

    @Override
    public String toString() { return key + "=" + value; }

    @Override
    public int hashCode() { return Objects.hashCode(key) * 13 + Objects.hashCode(value); }

    @Override
    public boolean equals(Object other) {
        if (this == other) return true;
        if (!(other instanceof Pair)) return false;
        Pair<?, ?> pair = (Pair<?, ?>) other;
        return Objects.equals(key, pair.key) && Objects.equals(value, pair.value);
    }
}
`;
