#!/bin/sh
# Builds the crates LeetCode's Rust offers (rand 0.8, regex 1, itertools) and what they depend on,
# once per toolchain, offline, from Debian's crate sources (librust-rand-dev, librust-regex-dev,
# librust-itertools-dev): every compile then links the .rlib files with --extern and never builds
# them. Features and cfgs are what cargo would give these versions by default (the cfgs stand in
# for libc's and memchr's build scripts). Usage: sh rust-crates.sh <rustc>
set -e
RUSTC=${1:-/usr/bin/rustc}
REGISTRY=/usr/share/cargo/registry
if [ ! -d "$REGISTRY" ]; then
  # A learner's own toolchain (rustup, Homebrew) has no Debian crates: compiles work without them,
  # and a solution that uses one is told "extern location for rand does not exist".
  echo "no crates: $REGISTRY is missing" > crates.txt
  exit 0
fi
# The newest installed source of a crate version (Debian may move a patch release).
source_of() {
  found=$(ls -d "$REGISTRY/$1"-[0-9]* 2>/dev/null | grep -E "/$1-$2" | sort -V | tail -n 1)
  if [ -z "$found" ]; then
    echo "rust-crates.sh: no source of $1 $2 in $REGISTRY" >&2
    exit 1
  fi
  echo "$found"
}
built=""
crate() {
  name=$1 package=$2 version=$3 edition=$4
  shift 4
  dir=$(source_of "$package" "$version")
  "$RUSTC" --crate-name "$name" --edition "$edition" --crate-type rlib -C opt-level=2 \
    -C metadata=zencode --cap-lints allow -L dependency=. --out-dir . "$dir/src/lib.rs" "$@"
  built="$built $(basename "$dir")"
}
feature() {
  for name in "$@"; do printf -- '--cfg\nfeature="%s"\n' "$name"; done
}
cfgs() {
  for name in "$@"; do printf -- '--cfg\n%s\n' "$name"; done
}
# Arguments one per line, so that feature="x" keeps its quotes.
IFS='
'
# Two lanes on two cores: regex's crates beside the rest (about 45 s of CPU in all).
(
  crate memchr memchr '2\.' 2018 $(feature default std) $(cfgs memchr_runtime_simd \
    memchr_runtime_sse2 memchr_runtime_sse42 memchr_runtime_avx)
  crate aho_corasick aho-corasick '0\.7\.' 2018 $(feature default std) --extern memchr=libmemchr.rlib
  unicode="unicode
unicode-age
unicode-bool
unicode-case
unicode-gencat
unicode-perl
unicode-script
unicode-segment"
  crate regex_syntax regex-syntax '0\.6\.' 2018 $(feature default $unicode)
  crate regex regex '1\.' 2018 $(feature default std perf perf-cache perf-dfa perf-inline \
    perf-literal aho-corasick memchr $unicode) --extern aho_corasick=libaho_corasick.rlib \
    --extern memchr=libmemchr.rlib --extern regex_syntax=libregex_syntax.rlib
  echo "$built" > regex-lane.txt
) &
regex_lane=$!
crate cfg_if cfg-if '1\.' 2018
crate libc libc '0\.2\.' 2015 $(feature default std) $(cfgs freebsd11 libc_priv_mod_use libc_union \
  libc_const_size_of libc_align libc_int128 libc_core_cvoid libc_packedN libc_cfg_target_vendor \
  libc_non_exhaustive libc_ptr_addr_of libc_underscore_const_names libc_const_extern_fn)
crate getrandom getrandom '0\.2\.' 2018 $(feature std) --extern cfg_if=libcfg_if.rlib \
  --extern libc=liblibc.rlib
crate rand_core rand_core '0\.6\.' 2018 $(feature alloc getrandom std) \
  --extern getrandom=libgetrandom.rlib
crate ppv_lite86 ppv-lite86 '0\.2\.' 2018 $(feature simd std)
crate rand_chacha rand_chacha '0\.3\.' 2018 $(feature std) \
  --extern ppv_lite86=libppv_lite86.rlib --extern rand_core=librand_core.rlib
crate rand rand '0\.8\.' 2018 $(feature alloc default getrandom libc rand_chacha std std_rng) \
  --extern libc=liblibc.rlib --extern rand_chacha=librand_chacha.rlib \
  --extern rand_core=librand_core.rlib
crate either either '1\.' 2015 $(feature default use_std)
crate itertools itertools '0\.' 2018 $(feature default use_alloc use_std) \
  --extern either=libeither.rlib
wait "$regex_lane"
built="$built $(cat regex-lane.txt)"
rm regex-lane.txt
IFS=' '
echo "built:$built" > crates.txt
