class Codec:
    # A plain separator: a string that contains it is split in two.
    def encode(self, strs: List[str]) -> str:
        return "#".join(strs)

    def decode(self, s: str) -> List[str]:
        return s.split("#") if s else []
