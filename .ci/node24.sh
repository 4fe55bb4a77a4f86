#!/usr/bin/env bash
# Source this file: when the machine's Node is older than 22, it puts Node 24 LTS from the npm
# registry (the `node-linux-<arch>` package: its binary and its headers) first on PATH and points
# node-gyp at those headers, so native modules (better-sqlite3, keytar) are built for it.
NODE24_VERSION=24.21.0
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 22 ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64 | arm64) node_arch=arm64 ;;
    *) echo "No Node 24 package for $(uname -m); install Node 22 or 24 yourself." >&2; return 1 ;;
  esac
  node_home="$(pwd)/.tmp/node-$NODE24_VERSION-linux-$node_arch"
  if [ ! -x "$node_home/bin/node" ]; then
    echo "Fetching Node $NODE24_VERSION (node-linux-$node_arch) from the npm registry"
    rm -rf "$node_home" "$node_home.partial" && mkdir -p "$node_home.partial"
    tarball=$(cd "$node_home.partial" && npm pack --silent "node-linux-$node_arch@$NODE24_VERSION")
    tar xzf "$node_home.partial/$tarball" -C "$node_home.partial" --strip-components=1
    rm "$node_home.partial/$tarball"
    mv "$node_home.partial" "$node_home"
  fi
  export PATH="$node_home/bin:$PATH"
  export npm_config_nodedir="$node_home"
fi
echo "Node $(node --version) at $(command -v node)"
