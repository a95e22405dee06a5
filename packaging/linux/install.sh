#!/usr/bin/env sh
# Install the built bundle system-wide: copies dist/dpstudio to /opt/dpstudio and adds a menu entry.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
rm -rf /opt/dpstudio
cp -a "$root/dist/dpstudio" /opt/dpstudio
install -m 644 "$here/dpstudio.desktop" /usr/share/applications/dpstudio.desktop
echo "dpstudio installed in /opt/dpstudio; it is in the applications menu."
