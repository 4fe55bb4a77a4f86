class Codec:
    def encode(self, strs: List[str]) -> str:
        """Encodes a list of strings to a single string."""
        return "".join(f"{len(s)}#{s}" for s in strs)

    def decode(self, s: str) -> List[str]:
        """Decodes a single string to a list of strings."""
        out, at = [], 0
        while at < len(s):
            hash = s.index("#", at)
            length = int(s[at:hash])
            out.append(s[hash + 1:hash + 1 + length])
            at = hash + 1 + length
        return out
