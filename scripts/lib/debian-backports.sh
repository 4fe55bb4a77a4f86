# The bookworm-backports entry for apt, built from the machine's own Debian source: the same
# archive (whatever mirror the machine was set up with) and the same keyring as its bookworm
# suite, so that nothing here names a host. Sourced by .ci/run; its tests give a fixture root.

# Prints "URI<TAB>SIGNED-BY" of the first configured source of the bookworm suite, read from
# <root>/sources.list.d/*.sources (deb822) and then <root>/sources.list and
# <root>/sources.list.d/*.list (one-line). SIGNED-BY is empty when the source names none.
debian_bookworm_source() {
  local root="${1:-/etc/apt}"
  local files=()
  local file
  for file in "$root"/sources.list.d/*.sources; do [ -f "$file" ] && files+=("$file"); done
  if [ ${#files[@]} -gt 0 ]; then
    # deb822: one paragraph per source; a field's value can go on over indented lines.
    awk '
      function flush() {
        if (types ~ /(^| )deb( |$)/ && (" " suites " ") ~ / bookworm / && uris != "") {
          split(uris, list, " ")
          printf "%s\t%s\n", list[1], signed
          found = 1
          exit
        }
        types = ""; uris = ""; suites = ""; signed = ""; last = ""
      }
      /^[ \t]*#/ { next }
      /^[ \t]*$/ { flush(); next }
      /^[ \t]/ { if (last == "uris") uris = uris " " $0; else if (last == "suites") suites = suites " " $0; next }
      {
        field = tolower($0); sub(/:.*/, "", field)
        value = $0; sub(/^[^:]*:[ \t]*/, "", value); gsub(/[ \t]+/, " ", value)
        last = field
        if (field == "types") types = value
        else if (field == "uris") uris = value
        else if (field == "suites") suites = value
        else if (field == "signed-by") signed = value
      }
      END { if (!found) flush() }
    ' "${files[@]}" | head -n 1 | grep . && return 0
  fi
  files=()
  [ -f "$root/sources.list" ] && files+=("$root/sources.list")
  for file in "$root"/sources.list.d/*.list; do [ -f "$file" ] && files+=("$file"); done
  [ ${#files[@]} -gt 0 ] || return 1
  # One-line: deb [option=value ...] URI suite component...
  awk '
    $1 != "deb" { next }
    {
      signed = ""; i = 2
      if ($2 ~ /^\[/) {
        while (i <= NF) {
          option = $i; gsub(/[\[\]]/, "", option)
          if (option ~ /^signed-by=/) { sub(/^signed-by=/, "", option); signed = option }
          if ($i ~ /\]$/) { i++; break }
          i++
        }
      }
      if ($(i + 1) == "bookworm") { printf "%s\t%s\n", $i, signed; exit }
    }
  ' "${files[@]}" | grep .
}

# Prints the deb822 entry for bookworm-backports, or fails with a message on stderr when the
# machine has no bookworm source to take the archive from.
debian_backports_entry() {
  local root="${1:-/etc/apt}"
  local source uri signed
  if ! source="$(debian_bookworm_source "$root")"; then
    echo "No apt source of Debian's bookworm suite in $root: cannot tell which archive holds bookworm-backports" >&2
    return 1
  fi
  uri="${source%%$'\t'*}"
  signed="${source#*$'\t'}"
  printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: main\n' "$uri"
  [ -z "$signed" ] || printf 'Signed-By: %s\n' "$signed"
}
