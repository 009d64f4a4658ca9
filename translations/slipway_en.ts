<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>QObject</name>
    <message numerus="yes">
        <source>torch sees the %n GPU(s) the job asked for.</source>
        <translation>
            <numerusform>torch sees the %n GPU the job asked for.</numerusform>
            <numerusform>torch sees the %n GPUs the job asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %1).</source>
        <translation>
            <numerusform>The job asked for %n GPU, but this torch was built without CUDA, so it cannot use it (the scheduler gave %1).</numerusform>
            <numerusform>The job asked for %n GPUs, but this torch was built without CUDA, so it cannot use them (the scheduler gave %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s) but got none.</source>
        <translation>
            <numerusform>The job asked for %n GPU but got none.</numerusform>
            <numerusform>The job asked for %n GPUs but got none.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but torch sees %1.</source>
        <translation>
            <numerusform>The job asked for %n GPU, but torch sees %1.</numerusform>
            <numerusform>The job asked for %n GPUs, but torch sees %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n CPU(s) per task.</source>
        <translation>
            <numerusform>The job has %n CPU per task.</numerusform>
            <numerusform>The job has %n CPUs per task.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 per task for the script&apos;s %n DataLoader worker(s).</source>
        <translation>
            <numerusform>%1 per task for the script&apos;s %n DataLoader worker.</numerusform>
            <numerusform>%1 per task for the script&apos;s %n DataLoader workers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The script starts %n DataLoader worker(s), but the job has %1 per task, so they would share CPUs and slow each other.</source>
        <translation>
            <numerusform>The script starts %n DataLoader worker, but the job has %1 per task, so they would share CPUs and slow each other.</numerusform>
            <numerusform>The script starts %n DataLoader workers, but the job has %1 per task, so they would share CPUs and slow each other.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The script stopped with an error %1 after %n finished step(s): %2</source>
        <translation>
            <numerusform>The script stopped with an error %1 after %n finished step: %2</numerusform>
            <numerusform>The script stopped with an error %1 after %n finished steps: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) %1, %2 s per step, peak memory %3 MB%4.</source>
        <translation>
            <numerusform>%n step %1, %2 s per step, peak memory %3 MB%4.</numerusform>
            <numerusform>%n steps %1, %2 s per step, peak memory %3 MB%4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The script ran %1 (%n finished step(s) seen, too few to time a step), peak memory %2 MB.</source>
        <translation>
            <numerusform>The script ran %1 (%n finished step seen, too few to time a step), peak memory %2 MB.</numerusform>
            <numerusform>The script ran %1 (%n finished steps seen, too few to time a step), peak memory %2 MB.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No Python with torch here, so LibTorch trained the exported %1 instead: %n step(s) on one fixed batch of %2, %3 s per step, the loss fell from %4 to %5, peak memory %6 MB. This checks the model, not the script; its times are not used for the full run.</source>
        <translation>
            <numerusform>No Python with torch here, so LibTorch trained the exported %1 instead: %n step on one fixed batch of %2, %3 s per step, the loss fell from %4 to %5, peak memory %6 MB. This checks the model, not the script; its times are not used for the full run.</numerusform>
            <numerusform>No Python with torch here, so LibTorch trained the exported %1 instead: %n steps on one fixed batch of %2, %3 s per step, the loss fell from %4 to %5, peak memory %6 MB. This checks the model, not the script; its times are not used for the full run.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %n process(es) per node, plus 50 %.</source>
        <translation>
            <numerusform>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %n process per node, plus 50 %.</numerusform>
            <numerusform>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %n processes per node, plus 50 %.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>advicerules</name>
    <message numerus="yes">
        <source>The script is given %1 DataLoader workers but each task has %n CPU core(s); use num_workers = “CPUs per task” (%n).</source>
        <translation>
            <numerusform>The script is given %1 DataLoader workers but each task has %n CPU core; use num_workers = “CPUs per task” (%n).</numerusform>
            <numerusform>The script is given %1 DataLoader workers but each task has %n CPU cores; use num_workers = “CPUs per task” (%n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>launcher</name>
    <message numerus="yes">
        <source>Start %n rank(s), one per GPU (%1 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation>
            <numerusform>Start %n rank, one per GPU (%1 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</numerusform>
            <numerusform>Start %n ranks, one per GPU (%1 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n Horovod rank(s), one per %1; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation>
            <numerusform>Start %n Horovod rank, one per %1; Horovod finds its peers through Slurm&apos;s MPI.</numerusform>
            <numerusform>Start %n Horovod ranks, one per %1; Horovod finds its peers through Slurm&apos;s MPI.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share the node&apos;s cores among its %n worker(s).</source>
        <translation>
            <numerusform>Share the node&apos;s cores among its %n worker.</numerusform>
            <numerusform>Share the node&apos;s cores among its %n workers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun, once per node with all of the node&apos;s cores (srun does not inherit --cpus-per-task), run by this environment&apos;s Python: it starts %n worker(s) per node and they meet at the first host (c10d), whose torchrun (SLURM_NODEID 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun, once per node with all of the node&apos;s cores (srun does not inherit --cpus-per-task), run by this environment&apos;s Python: it starts %n worker per node and they meet at the first host (c10d), whose torchrun (SLURM_NODEID 0) serves the rendezvous.</numerusform>
            <numerusform>torchrun, once per node with all of the node&apos;s cores (srun does not inherit --cpus-per-task), run by this environment&apos;s Python: it starts %n workers per node and they meet at the first host (c10d), whose torchrun (SLURM_NODEID 0) serves the rendezvous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun once per node; %n worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun once per node; %n worker per node meets at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</numerusform>
            <numerusform>torchrun once per node; %n workers per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun on this computer with %n worker(s).</source>
        <translation>
            <numerusform>torchrun on this computer with %n worker.</numerusform>
            <numerusform>torchrun on this computer with %n workers.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>projectscanner</name>
    <message numerus="yes">
        <source>%n file(s) in %1 have changes that are not committed; they are not sent. The committed state (commit %2) is.</source>
        <translation>
            <numerusform>%n file in %1 has changes that are not committed; they are not sent. The committed state (commit %2) is.</numerusform>
            <numerusform>%n files in %1 have changes that are not committed; they are not sent. The committed state (commit %2) is.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>resourcerules</name>
    <message numerus="yes">
        <source>%1 allows at most %n node(s); the job asks for %2.</source>
        <translation>
            <numerusform>%1 allows at most %n node; the job asks for %2.</numerusform>
            <numerusform>%1 allows at most %n nodes; the job asks for %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A node of %1 has %n GPU(s); the job asks for %2 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation>
            <numerusform>A node of %1 has %n GPU; the job asks for %2 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</numerusform>
            <numerusform>A node of %1 has %n GPUs; the job asks for %2 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %n GPU(s). Ask for %5 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation>
            <numerusform>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %n GPU. Ask for %5 cores per node or fewer.</numerusform>
            <numerusform>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %n GPUs. Ask for %5 cores per node or fewer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPU(s)); the job asks for %4.</source>
        <translation>
            <numerusform>The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPU); the job asks for %4.</numerusform>
            <numerusform>The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPUs); the job asks for %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>runservice</name>
    <message numerus="yes">
        <source>Submitted %n task(s) (%1) again as job array %2. %3</source>
        <translation>
            <numerusform>Submitted %n task (%1) again as job array %2. %3</numerusform>
            <numerusform>Submitted %n tasks (%1) again as job array %2. %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) of the sweep&apos;s later arrays were never sent: submit them with &quot;Resubmit failed and timed-out tasks only&quot; (slipwayctl resubmit RUN --failed-only).</source>
        <translation>
            <numerusform>%n task of the sweep&apos;s later arrays was never sent: submit it with &quot;Resubmit failed and timed-out tasks only&quot; (slipwayctl resubmit RUN --failed-only).</numerusform>
            <numerusform>%n tasks of the sweep&apos;s later arrays were never sent: submit them with &quot;Resubmit failed and timed-out tasks only&quot; (slipwayctl resubmit RUN --failed-only).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>runstore</name>
    <message numerus="yes">
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %n run(s) from the damaged file%4.</source>
        <translation>
            <numerusform>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %n run from the damaged file%4.</numerusform>
            <numerusform>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %n runs from the damaged file%4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scriptcomposer</name>
    <message numerus="yes">
        <source>%n GPU(s)%1 on each node.</source>
        <translation>
            <numerusform>%n GPU%1 on each node.</numerusform>
            <numerusform>%n GPUs%1 on each node.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s).</source>
        <translation>
            <numerusform>%n node.</numerusform>
            <numerusform>%n nodes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation>
            <numerusform>%n CPU core for each task (DataLoader workers, threads).</numerusform>
            <numerusform>%n CPU cores for each task (DataLoader workers, threads).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation>
            <numerusform>%n whole node; each has all its GPUs (no per-GPU allocation).</numerusform>
            <numerusform>%n whole nodes; each has all its GPUs (no per-GPU allocation).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) for at most %1.</source>
        <translation>
            <numerusform>%n node for at most %1.</numerusform>
            <numerusform>%n nodes for at most %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::remote::TensorBoardSession</name>
    <message numerus="yes">
        <source>Tunnel closed; TensorBoard left running on the cluster (for up to %n hour(s) unless Slipway opens it again).</source>
        <translation>
            <numerusform>Tunnel closed; TensorBoard left running on the cluster (for up to %n hour unless Slipway opens it again).</numerusform>
            <numerusform>Tunnel closed; TensorBoard left running on the cluster (for up to %n hours unless Slipway opens it again).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>TensorBoard could not use any of the %n free ports Slipway chose on %1: each was taken by another program before TensorBoard could use it. Try again in a minute.%2</source>
        <translation>
            <numerusform>TensorBoard could not use the %n free port Slipway chose on %1: another program took it before TensorBoard could use it. Try again in a minute.%2</numerusform>
            <numerusform>TensorBoard could not use any of the %n free ports Slipway chose on %1: each was taken by another program before TensorBoard could use it. Try again in a minute.%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::DoctorPanel</name>
    <message numerus="yes">
        <source>Checked on %1 (doctor job %2): %n problem(s) to fix, listed below.</source>
        <translation>
            <numerusform>Checked on %1 (doctor job %2): %n problem to fix, listed below.</numerusform>
            <numerusform>Checked on %1 (doctor job %2): %n problems to fix, listed below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::DownloadDialog</name>
    <message numerus="yes">
        <source>Done: %n file(s) in %1 on the cluster, checked by checksum.</source>
        <translation>
            <numerusform>Done: %n file in %1 on the cluster, checked by checksum.</numerusform>
            <numerusform>Done: %n files in %1 on the cluster, checked by checksum.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::EnvironmentStep</name>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n found</numerusform>
            <numerusform>%n found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::LogView</name>
    <message numerus="yes">
        <source>%n line(s); following while the job runs.</source>
        <translation>
            <numerusform>%n line; following while the job runs.</numerusform>
            <numerusform>%n lines; following while the job runs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); the job has ended.</source>
        <translation>
            <numerusform>%n line; the job has ended.</numerusform>
            <numerusform>%n lines; the job has ended.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::NewRunPage</name>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>%n GPU per node</numerusform>
            <numerusform>%n GPUs per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>%n CPU per task</numerusform>
            <numerusform>%n CPUs per task</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ParallelismStep</name>
    <message numerus="yes">
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation type="vanished">
            <numerusform>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n task per node now.</numerusform>
            <numerusform>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n tasks per node now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation>
            <numerusform>Automatic works it out from the choice above: %n task per node now.</numerusform>
            <numerusform>Automatic works it out from the choice above: %n tasks per node now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotsPage</name>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n tag</numerusform>
            <numerusform>%n tags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ProjectStep</name>
    <message numerus="yes">
        <source>%n Python file(s).</source>
        <translation>
            <numerusform>%n Python file.</numerusform>
            <numerusform>%n Python files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>%n GPU per node</numerusform>
            <numerusform>%n GPUs per node</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>%n CPU per task</numerusform>
            <numerusform>%n CPUs per task</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResultsDialog</name>
    <message numerus="yes">
        <source>Up to date: the %n result file(s) here match the cluster; nothing was downloaded.</source>
        <translation>
            <numerusform>Up to date: the %n result file here matches the cluster; nothing was downloaded.</numerusform>
            <numerusform>Up to date: the %n result files here match the cluster; nothing was downloaded.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ReviewStep</name>
    <message numerus="yes">
        <source>%n of your edits could not be kept, because the line it changed is no longer generated: %1</source>
        <translation>
            <numerusform>%n of your edits could not be kept, because the line it changed is no longer generated: %1</numerusform>
            <numerusform>%n of your edits could not be kept, because the lines they changed are no longer generated: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunsPage</name>
    <message numerus="yes">
        <source>Resubmitting %n task(s) of run %1…</source>
        <translation>
            <numerusform>Resubmitting %n task of run %1…</numerusform>
            <numerusform>Resubmitting %n tasks of run %1…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageTargetView</name>
    <message numerus="yes">
        <source>Found %n workspace(s); choose one in the list.</source>
        <translation>
            <numerusform>Found %n workspace; choose it in the list.</numerusform>
            <numerusform>Found %n workspaces; choose one in the list.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepComparison</name>
    <message numerus="yes">
        <source>%n task(s) have written values.</source>
        <translation>
            <numerusform>%n task has written values.</numerusform>
            <numerusform>%n tasks have written values.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepField</name>
    <message numerus="yes">
        <source>%n task(s) as one job array (%1)%2.</source>
        <translation>
            <numerusform>%n task as one job array (%1)%2.</numerusform>
            <numerusform>%n tasks as one job array (%1)%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n random sample(s) of these</source>
        <translation>
            <numerusform>%n random sample of these</numerusform>
            <numerusform>%n random samples of these</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>submission</name>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); tasks %3 to %4 were refused: %5</source>
        <translation>
            <numerusform>Submitted tasks 0 to %1 of the sweep as %n job array (%2); tasks %3 to %4 were refused: %5</numerusform>
            <numerusform>Submitted tasks 0 to %1 of the sweep as %n job arrays (%2); tasks %3 to %4 were refused: %5</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); Slipway did not get the cluster&apos;s answer for tasks %3 to %4 (%5). Look for them with squeue before you submit them again: they may be queued.</source>
        <translation>
            <numerusform>Submitted tasks 0 to %1 of the sweep as %n job array (%2); Slipway did not get the cluster&apos;s answer for tasks %3 to %4 (%5). Look for them with squeue before you submit them again: they may be queued.</numerusform>
            <numerusform>Submitted tasks 0 to %1 of the sweep as %n job arrays (%2); Slipway did not get the cluster&apos;s answer for tasks %3 to %4 (%5). Look for them with squeue before you submit them again: they may be queued.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sweepprogress</name>
    <message numerus="yes">
        <source>%n task(s): %1.</source>
        <extracomment>%1 lists the tasks by state: &quot;3 completed, 1 failed&quot; (or &quot;none yet&quot;)</extracomment>
        <translation>
            <numerusform>%n task: %1.</numerusform>
            <numerusform>%n tasks: %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
