#!/usr/bin/env bash
# Tests the Slurm job array for real on a one-node cluster on this machine: installs Debian's Slurm and
# MUNGE, writes a one-node slurm.conf, starts munged, slurmctld and slurmd (no systemd needed), then
# runs the 5×5 enumeration with up to one wall as a 4-task array plus its merge through submit.sh, and
# checks the merged database equals the single-process run byte for byte. Needs root (daemons, /etc);
# not part of CI. Leaves the daemons running (`scontrol shutdown` and `pkill munged` stop them).
#
#   sudo scripts/slurm/test-single-node.sh [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
work=${1:-/tmp/gridlock-slurm-test}
marker="# written by gridlock's scripts/slurm/test-single-node.sh"
conf=/etc/slurm/slurm.conf

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm munge
fi
# Never overwrite a cluster's own configuration: only a file this script wrote, or none.
if [ -e "$conf" ] && ! grep -qxF "$marker" "$conf"; then
    echo "test-single-node.sh: $conf is not ours; run this on a machine without a Slurm cluster" >&2
    exit 1
fi
host=$(hostname -s)
cpus=$(nproc)
memory=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 1024 ))
cat > "$conf" <<CONF
$marker
ClusterName=gridlock-test
SlurmctldHost=$host
SlurmUser=slurm
StateSaveLocation=/var/lib/slurm/slurmctld
SlurmdSpoolDir=/var/lib/slurm/slurmd
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MinJobAge=3600
NodeName=$host CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
mkdir -p /var/log/slurm /var/lib/slurm/slurmctld /var/lib/slurm/slurmd /run/munge
chown slurm: /var/log/slurm /var/lib/slurm/slurmctld
chown munge: /run/munge
pgrep -x munged >/dev/null || runuser -u munge -- /usr/sbin/munged
pgrep -x slurmctld >/dev/null || slurmctld
pgrep -x slurmd >/dev/null || slurmd
for _ in $(seq 60); do
    state=$(sinfo -h -n "$host" -o %T 2>/dev/null || true)
    [ "$state" = idle ] && break
    sleep 1
done
[ "$state" = idle ] || { echo "test-single-node.sh: the node is '$state', not idle" >&2; exit 1; }
echo "one-node cluster up: $(sinfo -h -o '%P %D %c %T')"

cargo build --release -p gridlock-cli
cli=target/release/gridlock-cli
rm -rf "$work" && mkdir -p "$work"
"$cli" enumerate --size 5 --walls 0..1 --threads "$cpus" --out "$work/single.txt" > "$work/single.summary"

ids=$(scripts/slurm/submit.sh --size 5 --walls 0..1 --tasks 4 --time 1:00:00 --cli "$cli" --out "$work/array.txt")
echo "$ids"
merge=$(sed -E 's/.*merge ([0-9]+).*/\1/' <<<"$ids")
for _ in $(seq 600); do
    state=$(scontrol show job "$merge" | sed -nE 's/.*JobState=([A-Z_]+).*/\1/p')
    case "$state" in COMPLETED | FAILED | CANCELLED | TIMEOUT | NODE_FAIL | OUT_OF_MEMORY) break ;; esac
    sleep 1
done
array=$(sed -E 's/array ([0-9]+).*/\1/' <<<"$ids")
scontrol show job "$array" | grep -E 'JobId|JobState|RunTime' | sed 's/^ */  /'
echo "merge $merge: $state"
[ "$state" = COMPLETED ] || { cat "$work"/gridlock-*.log >&2; exit 1; }
cat "$work"/gridlock-enumerate-*.log
cmp "$work/single.txt" "$work/array.txt"
echo "the 4-task array's merged database equals the single-process run: $(wc -l < "$work/array.txt") puzzles"
