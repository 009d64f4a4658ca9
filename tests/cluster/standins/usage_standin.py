# Shared by the quota stand-ins (lfs, diskusage_report): what the test user has stored and the
# limits this test cluster pretends to enforce. Not a tool of its own.
import os

# The pretend limits: 20 GiB and 200,000 files for the user on the cluster's one file system.
LIMIT_KB = 20 * 1024 * 1024
LIMIT_FILES = 200000
ROOTS = ("HOME", "/var/tmp/slipway-cluster/ws")


def usage(uid):
    """Kilobytes and files (directories count as files) owned by uid below ROOTS."""
    kb, files = 0, 0
    seen = set()
    for root in ROOTS:
        root = os.path.expanduser("~") if root == "HOME" else root
        for top, dirs, names in os.walk(root, onerror=lambda e: None):
            for n in dirs + names:
                try:
                    st = os.lstat(os.path.join(top, n))
                except OSError:
                    continue
                if st.st_uid != uid or (st.st_dev, st.st_ino) in seen:
                    continue
                seen.add((st.st_dev, st.st_ino))
                kb += st.st_blocks // 2
                files += 1
    return kb, files
