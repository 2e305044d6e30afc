#!/usr/bin/env bash
# Tags a release: `npm run release -- X.Y.Z [--push]`. Creates the annotated tag vX.Y.Z on HEAD
# and moves the major tag vX to it, so that users on `@vX` get the release. Refuses a dirty
# tree, a version that package.json does not carry, or a tag that already exists.
set -euo pipefail

version="${1:-}"
push="${2:-}"
if ! [[ "$version" =~ ^([0-9]+)\.[0-9]+\.[0-9]+$ ]]; then
  echo "usage: npm run release -- X.Y.Z [--push]" >&2
  exit 2
fi
major="v${BASH_REMATCH[1]}"
tag="v$version"

if [ -n "$(git status --porcelain)" ]; then
  echo "The work tree has uncommitted changes: commit them (dist/ included) first." >&2
  exit 1
fi
package_version=$(node -p 'require("./package.json").version')
if [ "$package_version" != "$version" ]; then
  echo "package.json says $package_version, not $version: bump it (and ACTION_VERSION in src/lib/version.ts) first." >&2
  exit 1
fi
if git rev-parse -q --verify "refs/tags/$tag" >/dev/null; then
  echo "$tag exists already." >&2
  exit 1
fi

git tag -a "$tag" -m "Release $tag"
git tag -f -a "$major" -m "Latest $major release: $tag" "$tag^{}" >/dev/null
echo "Tagged $tag and moved $major to $(git rev-parse --short "$tag^{}")."
if [ "$push" = "--push" ]; then
  git push origin "refs/tags/$tag"
  git push --force origin "refs/tags/$major"
else
  echo "Push with: git push origin $tag && git push --force origin $major"
fi
