#!/usr/bin/env bash
# Puts this Kopi on the PATH: ./install.sh [PREFIX] (default ~/.local) writes PREFIX/bin/kopi (a
# two-line script that runs this directory's bin/kopi), the man page to PREFIX/share/man/man1,
# and the bash and zsh completions to PREFIX/share/bash-completion/completions and
# PREFIX/share/zsh/site-functions. Nothing is copied out of this directory but those small files:
# keep it where it is (or run install.sh again after moving it). ./install.sh --uninstall [PREFIX]
# removes them.
set -euo pipefail
home="$(cd -P "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
uninstall=""
if [ "${1:-}" = "--uninstall" ]; then
  uninstall=yes
  shift
fi
prefix="${1:-$HOME/.local}"
files=(bin/kopi share/man/man1/kopi.1 share/bash-completion/completions/kopi share/zsh/site-functions/_kopi)
if [ -n "$uninstall" ]; then
  for file in "${files[@]}"; do
    rm -f "$prefix/$file"
  done
  echo "kopi: removed from $prefix"
  exit 0
fi
mkdir -p "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
  "$prefix/share/zsh/site-functions"
printf '#!/usr/bin/env bash\nexec %q "$@"\n' "$home/bin/kopi" >"$prefix/bin/kopi"
chmod 755 "$prefix/bin/kopi"
cp "$home/share/man/man1/kopi.1" "$prefix/share/man/man1/kopi.1"
cp "$home/share/bash-completion/completions/kopi" "$prefix/share/bash-completion/completions/kopi"
cp "$home/share/zsh/site-functions/_kopi" "$prefix/share/zsh/site-functions/_kopi"
echo "kopi: installed $prefix/bin/kopi (running $home/bin/kopi)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "kopi: add $prefix/bin to your PATH, e.g. in ~/.profile: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
