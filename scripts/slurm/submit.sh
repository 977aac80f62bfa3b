#!/usr/bin/env bash
# Submits an enumeration to a Slurm cluster as a job array (one `--part K/N` per task) and a merge
# job that starts once every task has succeeded (`--dependency=afterok`). OUT must be on a file system
# every node shares: the tasks leave their shards in OUT.shards/ and the merge reads them there.
# Resubmitting the same command after a failure reruns only the shards not finished.
#
#   scripts/slurm/submit.sh --size 6 --walls 0..2 --tasks 100 --out /shared/rush6x6-walls.txt
#
# Options: --tasks N (array size, default 100), --cpus-per-task C (threads per task, default 1),
# --time LIMIT (per task, default 12:00:00), --cli PATH (gridlock-cli on the shared file system,
# default target/release/gridlock-cli), --distances; anything after `--` goes to sbatch as it is
# (a partition, an account). Prints the array's and the merge's job ids.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
size="" walls="0" out="" tasks=100 cpus=1 limit="12:00:00" extra=()
cli="$here/../../target/release/gridlock-cli"
while [ $# -gt 0 ]; do
    case "$1" in
        --size) size=$2; shift 2 ;;
        --walls) walls=$2; shift 2 ;;
        --out) out=$2; shift 2 ;;
        --tasks) tasks=$2; shift 2 ;;
        --cpus-per-task) cpus=$2; shift 2 ;;
        --time) limit=$2; shift 2 ;;
        --cli) cli=$2; shift 2 ;;
        --distances) extra+=(--distances); shift ;;
        --) shift; break ;;
        *) echo "submit.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
done
if [ -z "$size" ] || [ -z "$out" ]; then
    echo "submit.sh: --size and --out are needed" >&2
    exit 2
fi
if [ ! -x "$cli" ]; then
    echo "submit.sh: no gridlock-cli at $cli (cargo build --release -p gridlock-cli, or --cli PATH)" >&2
    exit 2
fi
cli="$(cd "$(dirname "$cli")" && pwd)/$(basename "$cli")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"
logs="$(dirname "$out")"
array=$(sbatch --parsable --array="1-$tasks" --cpus-per-task="$cpus" --time="$limit" --chdir="$logs" "$@" \
    "$here/enumerate.sbatch" "$cli" "$size" "$walls" "$out" ${extra[@]+"${extra[@]}"})
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes --chdir="$logs" "$@" \
    "$here/merge.sbatch" "$cli" "$size" "$walls" "$out" ${extra[@]+"${extra[@]}"})
merge=${merge%%;*}
echo "array $array ($tasks tasks), merge $merge; logs in $logs"
