<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>NextRunNumbers</name>
    <message>
        <source>The run&apos;s job description cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time %1 (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory %1 per node (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPUs per task (was %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The modules in “Modules to load” (%1) did not load on the compute node: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the modules from the list on the Environment step (names and versions must match exactly, and some modules need another loaded first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment %1 could not be activated on the compute node: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the environment up once (Environment step, “Set up on the login node”), in a folder the compute nodes can read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conda environment %1 could not be activated: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the site&apos;s conda module to “Modules to load”, and set the environment up once on the Environment step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python did not start in the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Python or PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job stopped before the check started, and its log is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job stopped before the check started. Its log ends with: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the job&apos;s log for the first error; it is usually a module or an environment that is not available on the compute nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The modules loaded on the compute node (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1 at %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 imports (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built for CUDA %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch does not import: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch sees the %1 GPU(s) the job asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s) but got none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but torch sees %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training script could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script&apos;s imports are all there (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the pip package %1 to “Packages” and set the environment up again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add the module %1 to “Modules to load”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training script imports %1, which this environment does not have on the compute node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Environment step: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job can write to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job cannot write to %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free space in %1 could not be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB free in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job has %1 CPU(s) per task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPU(s) per task for the script&apos;s %2 DataLoader worker(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script starts %1 DataLoader worker(s), but the job has %2 CPU(s) per task, so they would share CPUs and slow each other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set “CPUs per task” on the Resources step to %1, or lower num_workers in the script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ranks set up the process group and added up a tensor together (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranks could not work together (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node did not answer the check (exit status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment could not be checked on the login node: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The modules in “Modules to load” (%1) could not be loaded on the login node%2. Pick them from the list on the Environment step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conda environment %1 has not been set up on the cluster yet, so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment %1 has not been set up on the cluster yet (there is no virtual environment in that folder), so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Start TensorBoard in the job” is ticked, but this environment has no tensorboard program, so TensorBoard would not start (the training would run without it). %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the pip package tensorboard to “Packages” and set the environment up again, or untick the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the module %1 to “Modules to load” on the Environment step, or untick the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python did not start in this environment on the login node%1, so the job would fail too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This environment&apos;s Python cannot read the training script %1: line %2 is not valid Python for it, so the job would stop at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The module %1 provides it: add it to “Modules to load” on the Environment step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the pip package %1 to “Packages” on the Environment step and set the environment up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No module on this cluster provides it. Choose “Module + your own venv” on the Environment step and add the pip package %1 to “Packages”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your training script imports %1, which this environment does not have, so the job would stop at that line. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requirements.txt names %1, which this environment does not have installed. If the script needs them, add them to “Packages” on the Environment step and set the environment up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the login node: %1 The login node is not the machine your job uses (%2), so check this environment on the cluster with the environment doctor (Review step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no batch scheduler: the doctor checks an environment on a cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor&apos;s folder name %1 is not usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job cannot be composed yet, so there is nothing to check: fix the errors of the job first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the debug partition %1, for at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for at most %1 (this cluster has no debug partition for this job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the job&apos;s partition %1 for at most %2 (no debug partition fits this job)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor job could not be composed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster has no batch scheduler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the doctor job on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before the doctor job was submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster. Create it first, or correct the “Working folder”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on the cluster. Choose a folder of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not prepare the doctor job on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the doctor job&apos;s script: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitting the doctor job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor job was not accepted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor job %1 submitted; waiting in the queue…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor job %1 is waiting in the queue%2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Doctor job %1 is running%2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the doctor job&apos;s report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor job ended (%1) without a log to read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor job ended as %1 before it could report. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling doctor job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: doctor job %1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling doctor job %1 did not work: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training script %1 could not be read (%2), so its imports were not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>requirements.txt could not be read (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This line of requirements.txt names no package Slipway can check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the server&apos;s identity…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the cluster&apos;s own modules (for example PyTorch) in the job. Nothing to install: the simplest choice when the site has a PyTorch module that has what your script imports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a Python or PyTorch module, then use your own virtual environment made on top of it (once, on the login node) for the extra packages your script needs. torch still comes from the module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every job builds a fresh virtual environment on the compute node&apos;s local disk from the site&apos;s own collection of ready-built Python packages (the &quot;wheelhouse&quot; of the Alliance clusters, installed with pip --no-index). Fast and reproducible; nothing to set up beforehand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a conda environment, created once on the login node. Good when you need packages pip cannot install.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run your script inside an Apptainer/Singularity image (with --nv so it sees the GPUs). The image brings its own Python and torch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use whatever python3 the compute node has on its PATH. Only for scripts that need nothing beyond the system&apos;s Python.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conda</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>venv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::events::ComparisonTable</name>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (min)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (max)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the table to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::events::PlotModel</name>
    <message>
        <source>%1, at byte %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::remote::TensorBoardSession</name>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for the TensorBoard the job started (%1)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting TensorBoard for %1 on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reusing the TensorBoard already running for %1 (pid %2, port %3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started TensorBoard for %1 (pid %2, port %3); waiting for it to answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no folder %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No permission to open the folder %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment command &quot;%1&quot; failed on %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on %2. Give an environment command that provides it, e.g. &quot;module load TensorBoard&quot; or &quot;source ~/venv/bin/activate&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free port was found on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting TensorBoard on %1 failed (exit status %2)%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the job to start TensorBoard (%1 appears once the job runs)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job has not started TensorBoard yet: %1 does not exist. It appears once the job runs; is the job still waiting in the queue?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard on %1, port %2, did not answer within %3 s; its output is in %4.log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard is starting on %1 (port %2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard stopped on its own%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard did not answer within %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarding a local port to TensorBoard (port %1 on %2)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tunnel closed: the connection to the cluster ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard is running for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard did not answer through the tunnel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping (waiting for the start command to answer)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping TensorBoard (pid %1) on %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel closed; TensorBoard runs on %1 until the job ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Tunnel closed; TensorBoard left running on the cluster (for up to %n hour(s) unless Slipway opens it again).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ChartGrid</name>
    <message>
        <source>%1 Slipway keeps checking every %2 s, so the curves appear once the folder can be read (a job that has not started yet creates it later).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scalar values in this folder yet. Slipway checks for new data every %1 s, so curves appear as soon as the training script logs them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tag is shown: the filter matches none of the %1 tags, or they are unticked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every run is hidden: tick a run in the list to see its curves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 tags; type a filter to see the others.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ClusterStep</name>
    <message>
        <source>Choose the cluster your job runs on. Slipway knows each cluster&apos;s rules (partitions, GPU limits, where environments may go) from its site profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — retired; use %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node, or an alias from your SSH config (Host lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login host or SSH alias:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An OpenSSH config file that defines the alias; empty for your usual ~/.ssh/config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cluster is retired%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its successor: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer has no scheduler: Slipway writes the script, and you run it yourself or use the Local page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The centre&apos;s documentation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ComparisonView</name>
    <message>
        <source>Filter runs, e.g. lr=0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the runs whose name or a parameter (written name=value) contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the first runs in the table&apos;s order: sort by a column, then keep the best ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter get the same colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter share a colour and a band: their mean ± standard deviation (for example across seeds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 runs shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the run table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionEditDialog</name>
    <message>
        <source>Add a connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user@login.cluster.example.org:22</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519 (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the address, e.g. alice@login.cluster.example.org.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionsPage</name>
    <message>
        <source>&lt;b&gt;Clusters&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New run on this cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the New run wizard on this connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  (ssh config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clusters yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add one with “Add…”, or add a Host to ~/.ssh/config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> via %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> — next: choose what to run here with “New run on this cluster”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server identity changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway refused to connect to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::DoctorPanel</name>
    <message>
        <source>&lt;b&gt;Environment doctor&lt;/b&gt;: a short job on the cluster checks the machine your training will use (modules, Python, torch and its CUDA build, GPUs, ranks working together, imports, folders, free space, CPUs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check this environment on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submits a short job (on the debug partition where one fits) with this recipe, these resources and this parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancels the doctor job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor checks environments on clusters; this computer has no batch scheduler.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The doctor can check the environment once the job script has no errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked on the cluster yet for this cluster, recipe and environment. The check takes a few minutes, most of it waiting in the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked on %1 (doctor job %2 on %3): everything the job needs works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Checked on %1 (doctor job %2): %n problem(s) to fix, listed below.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The doctor could not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading what the training script imports…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the doctor job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::DownloadDialog</name>
    <message>
        <source>Download to the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the address of a zip or tar.gz archive (as your centre&apos;s documentation hands out examples). It is unpacked into a new folder on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fashion-MNIST: 70,000 small pictures of clothes in 10 classes (4 files, 30 MB). The examples train on it when their Arguments name its folder with --data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: the SHA-256 the page gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address (URL):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksum:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a folder on the cluster, e.g. ~/data/examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder on the cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s login node downloads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway uploads its own copy from this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway downloads it to this computer first, then uploads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder on the cluster: choose where to put it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address (URL): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checksum: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the cluster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Nothing was left on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Already in %1 on the cluster (the checksums match).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) in %1 on the cluster, checked by checksum.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Download again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::EnvironmentStep</name>
    <message>
        <source>Modules only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Module + your own venv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fresh venv per job from the site&apos;s ready-built packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conda environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing (system Python)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. PyTorch/1.13.1 (space-separated; pick from the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modules to load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extra pip/conda packages, space-separated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Container image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the cluster offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search modules, conda environments, venvs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check torch in this environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check torch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loads the environment on the login node and imports torch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-time set-up on the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up on the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up script&apos;s output appears here as it runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing modules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for conda environments…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for venvs in your folders…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped; %1 so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1 (modules: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection: give a login host on the Cluster step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking for the versions of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The module system lists no versions of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking… (importing torch can take a while)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch could not be imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1, built with CUDA %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1, built without CUDA: it runs on CPUs only, so GPUs would sit idle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the set-up on the login node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This environment needs no set-up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::FindingsView</name>
    <message>
        <source>Must be fixed before submitting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice (does not stop submission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::GuiPrompter</name>
    <message>
        <source>The remembered answer was refused, so Slipway removed it from the keychain. %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::HostKeyDialog</name>
    <message>
        <source>New server: check its fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Slipway has not connected to %1 before.&lt;/b&gt;&lt;br&gt;Before you trust it, compare the fingerprint below with the one your computing centre publishes (often on its &quot;SSH fingerprints&quot; documentation page). If they differ, do not connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the published fingerprint to compare (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ The fingerprints are identical.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✘ The fingerprints differ: this may not be your cluster. Do not connect.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::LocalPage</name>
    <message>
        <source>Local smoke test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train your model for a few steps on this computer before the queue does: does forward work, does the loss fall, does every parameter get a gradient, how fast and how big is it, and what should you ask the cluster for?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LibTorch is opened when this page is first shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check LibTorch again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CNN on Fashion-MNIST (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small CNN of PyTorch&apos;s MNIST example. With Data: Fashion-MNIST it learns to tell 10 kinds of clothing apart from Debian&apos;s dataset-fashion-mnist; with synthetic data it checks that training runs at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP on Fashion-MNIST (built-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TorchScript file (.pt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>saved with torch.jit.script or torch.jit.trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One sample, without the batch dimension: 1x28x28 for a grey 28x28 image, 3x224x224 for a colour one. Several inputs: separate them with commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Input shape:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fashion-MNIST (installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fashion-MNIST (not installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training steps on one fixed batch: a model that can learn at all over-fits it, so its loss must fall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LibTorch default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;For the estimate of the real run&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An assumption, not a measurement: how much faster one GPU is than the CPU threads measured here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumed GPU speed-up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model and press Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report appears here when the run ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill these into a new run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a TorchScript model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TorchScript models (*.pt *.pth *.ptc *.zip);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the model file first (Browse…), or pick a built-in model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fashion-MNIST is not installed (on Debian: apt install dataset-fashion-mnist). Choose synthetic data instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening LibTorch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking forward() with the input shape…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LibTorch is unavailable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The smoke test found a problem: see the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed: the model trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished with problems: see the report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested for a run on a cluster: the New run wizard&apos;s &lt;i&gt;Resources&lt;/i&gt; step gets&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-check passed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-check FAILED: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::LogView</name>
    <message>
        <source>Search the log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the end of the log in view as it grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run was never submitted, so it has no log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The log&apos;s location is not known yet; it is filled in when the scheduler reports the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2 Trying again; nothing is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 was replaced; reading it from the start]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;Seen in line %3:&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the job to start writing %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job wrote no log at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); following while the job runs.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); the job has ended.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::LoginPromptDialog</name>
    <message>
        <source>Key passphrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the passphrase of your key &lt;b&gt;%1&lt;/b&gt; to log in to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your password for &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;(This is the jump host on the way to your cluster.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remember in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept by your operating system&apos;s keychain, never in Slipway&apos;s own files. Next time Slipway logs in without asking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log in</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::MainWindow</name>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That run is no longer in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no working folder on a cluster to plot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That run has no TensorBoard in its job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot the event files of a folder on a cluster, live while the job writes them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start TensorBoard on a cluster&apos;s login node and open it here through a private tunnel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied new event data from the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copying event files from %1:%2 …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster before quitting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::NewRunPage</name>
    <message>
        <source>1 What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 Parallelism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>7 Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to this step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick first look on the login node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loads the environment on the login node and looks for what your training script imports. The login node may differ from the compute nodes; the environment doctor on the Review step checks in a real job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set it up now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs the environment&apos;s one-time set-up on the login node (the same as on the Environment step), then checks again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops sending the project; nothing is submitted. What already arrived is kept, so the next submission sends only the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway checks the environment on the login node (nothing is uploaded when that finds a problem), sends your project, records the run, uploads the script to a new folder of its own in slipway-runs/ in the working folder, asks the scheduler for a dry run where it has one, then submits. A submission cannot be stopped half-way; cancel the job on the Runs page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do you want to run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where does the job run?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which Python and torch?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does the job need?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How is the work spread?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the environment on the login node: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your cluster on the step &quot;Where does the job run?&quot; first, then come back here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the login host or SSH alias on the Cluster step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no SSH connections in this window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On %1 the login node is not the machine your job uses: %2 Only this check counts; “Quick first look on the login node” on the Submit page cannot see it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a cluster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no scheduler: copy the script from the Review step and run it with bash, or use the Local page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the problems listed above first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder and its training script on the What step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history cannot be written, so nothing can be submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choices changed since the last check on the cluster; it runs again when you submit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick first look again (login node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No problems found in your choices. The environment is checked on the login node before anything is uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6 node(s), %7 GPU(s) per node, %8 CPU(s) per task, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (config %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>site default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check cancelled; nothing was uploaded or submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no cluster to check on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the environment on the login node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This environment is made inside each job, so your script&apos;s imports are checked only when the job runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check could not run on the login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The check on the login node found problems (listed above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked on the login node: the environment loads and has what your script imports.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fix the problems listed above first. Nothing was uploaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting up the environment on the login node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the project folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending was stopped before anything was sent; nothing was submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending was stopped; nothing was submitted. What already arrived on the cluster is kept, so the next submission sends only the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project was not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recording the run, uploading the script and asking the scheduler…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not submitted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit another run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ParallelismStep</name>
    <message>
        <source>One process on one CPU core. Right for a first test and for small models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One process that uses several CPU cores: torch&apos;s intra-op threads and OMP_NUM_THREADS are set to the CPUs per task. Good for small models, which often train as fast on CPUs as on a GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One process on one GPU. Your script moves the model and data to &apos;cuda&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.nn.DataParallel: one process drives all GPUs of one node. Easy to add to a script, but slower than DDP; one node only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DistributedDataParallel started by srun: one process (task) per GPU, so tasks per node = GPUs per node. Slurm sets RANK, LOCAL_RANK and WORLD_SIZE; MASTER_ADDR is the first node. The usual way to use several GPUs or nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DistributedDataParallel started by torchrun: one task per node, and torchrun starts one process per GPU on it (--nproc-per-node), meeting on the first node (c10d rendezvous).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horovod: one process per GPU, started by the site&apos;s MPI launcher. Only if your script already uses Horovod.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model is split over the GPUs of one node, in one process. Only for models too big for one GPU: plain model parallelism gives no speed-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallelism: the model&apos;s stages on different GPUs with micro-batches, in one process. For very large models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several CPUs (threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DataParallel (GPUs of one node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDP, started by srun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDP, started by torchrun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horovod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the work is spread:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotControls</name>
    <message>
        <source>Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick a run to hide it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter tags (regular expression), e.g. loss|acc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing (a debiased exponential moving average); the raw curve stays as a faded shadow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard (EMA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time-weighted EMA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Centred average</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing: the same curve you see in TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decays with the distance along the x axis, so runs that log at uneven intervals smooth alike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mean of a window centred on each point: no lag behind the raw curve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logarithmic y axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values at or below zero are left out on a log scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tags in one chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw every shown tag in one chart instead of one chart per tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Band: mean ± std across runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs two or more visible runs of a tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Band: min to max across runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom (over an axis: that axis only), double-click to fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 (at character %2). The last valid filter still applies.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotsPage</name>
    <message>
        <source>No training curves yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the folder your training script logs to, the one given to SummaryWriter(log_dir=…) or to &quot;tensorboard --logdir&quot; (often &quot;runs&quot; or &quot;lightning_logs&quot;). Every folder inside it that holds event files is shown as one run, and the curves grow while the job is still writing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a TensorBoard log folder on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture (PNG)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data, raw and smoothed (CSV)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a TensorBoard log folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> files (*.%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 scalar tags, %L3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%L1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder is checked for new data every %1 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some records could not be read and were skipped; every good point is shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ProjectStep</name>
    <message>
        <source>An example from the gallery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A script that is already on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without it the example trains on synthetic pictures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder with your training code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--epochs 10 --lr 0.01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file larger than this stops the upload with a message that names it. Data sets and checkpoints belong in your scratch or workspace folder, not in the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest file to send:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send only what git has committed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For a git working tree: send the last commit, so the run records exactly which code ran. Uncommitted changes are left out, and Slipway says how many there are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder is sent to the cluster when you submit: only files that changed since the last time, without what .gitignore or .slipwayignore leave out and without files over the size above (data sets and checkpoints belong in your scratch or workspace folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download to the cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put an archive (zip, tar.gz) from a web address into a folder on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder with your training code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Python files in this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Python file(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>On the cluster in %1; the example reads it (--data).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4 node(s), %5 GPU(s) per node, %6 CPU(s) per task, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for Python files…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::RemoteFolderDialog</name>
    <message>
        <source>Plot a folder on a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway copies the TensorBoard event files of this folder (and its sub-folders) to this computer, fetching only what is new, and keeps the plots up to date while the job writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An alias from your SSH config, or user@host:port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/home/you/project/runs  or  ~/project/runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the folder your training script writes its event files to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder name cannot contain a line break.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResourcesStep</name>
    <message>
        <source>What to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to ask the scheduler for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python file on the cluster, relative to the working folder. It must already be there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces (--epochs 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your home folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the job starts and its log goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>anywhere under the working folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard logs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where your script writes event files, relative to the working folder (SummaryWriter() uses runs). Plots on the Runs page shows this folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start TensorBoard in the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the job&apos;s node, for the logs folder, as the centres recommend; Runs → TensorBoard forwards it to your computer while the job runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard from:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A command that makes tensorboard available in the job, if the environment lacks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the job shows in the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The group of nodes the job runs on: GPU nodes, CPU nodes, or a short debug queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole computers. Start with 1; more only for distributed training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 runs on CPUs. A small model is often faster on CPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores for each process; also the DataLoader&apos;s num_workers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a unit: 8G, 32000M. Empty takes the site&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HH:MM:SS or D-HH:MM:SS. The job is stopped when it runs out; shorter jobs usually start sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Account:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project the time is billed to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen in step 1 (What). Slipway copies it to the cluster with the rest of the project when you submit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResultsDialog</name>
    <message>
        <source>Download results of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the files this run wrote on the cluster (checkpoints, CSV files, plots, event files, logs) into a folder on this computer. Your project&apos;s own files are left out. Downloading again later only brings what is new or has grown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To this folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run never reached the cluster, so it has no results there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download the results into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which folder on this computer the results go to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a full path. Give the whole path of the folder, for example %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 is gone. Close this window and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the run&apos;s folder on %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Up to date: the %n result file(s) here match the cluster; nothing was downloaded.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Done: %1 of %2 result files brought here (%3 new, %4 grown by their new part only), %5 received.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. What was complete is kept; downloading again carries on from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ReviewStep</name>
    <message>
        <source>This is the job script Slipway will submit. Each line is explained on the right. You can edit a line by double-clicking it; edits are checked as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Script line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the generated script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(edited) </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first line must say which shell runs the script, e.g. #!/bin/bash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 (%2) comes after the first command, so the scheduler ignores it. Move it up with the other %3 lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 has an unmatched double quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script has no command to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You edited the script; the edited text is submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generated by Slipway from your choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n of your edits could not be kept, because the line it changed is no longer generated: %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunTableModel</name>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started %1, ended %2 (ran %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (through %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 @ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cluster / host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunsPage</name>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the clusters for the state now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the selected run&apos;s job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit the same script again as a new run linked to this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the job&apos;s output as it grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job script as submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the job script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot this run&apos;s TensorBoard event files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the files this run wrote (checkpoints, CSV files, plots) to this computer; later downloads only bring what is new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the TensorBoard this run&apos;s job started on its node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first run in three steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Connect to your cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Choose what to run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run history is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history %1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 is not in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway has no SSH connections or run history here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connect to your cluster.&lt;/b&gt; Pick it from your ssh configuration or type its login node; Slipway checks its host key and logs you in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connected to %1.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Choose what to run:&lt;/b&gt; an example from the gallery, or a folder of your own on this computer. Slipway copies it to the cluster for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Submit.&lt;/b&gt; The run appears here with its state and log, and Plots draws its loss as it trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plotting runs is not available in this version yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (job %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel job %1 (%2) on %3? A running job is stopped at once and cannot be resumed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot cancel: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not cancel run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel requested for run %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resubmit run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resubmit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmitting run %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 resubmitted as run %2 (job %3). %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmitting run %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its cluster profile &quot;%1&quot; is no longer known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use the numbers of run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new numbers do not fit the cluster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit again with new numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit run %1 again with %2?

These are what the run used plus a margin of %3 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmitting run %1 with the new numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resubmit tasks of run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Resubmitting %n task(s) of run %1…</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Resubmitting tasks of run %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel requested for task %1 of run %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the log of run %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SSH connections here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot download the results of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job script of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script of run %1 is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::ScalarChart</name>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since the run started (h:m:s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and 1 more run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and %1 more runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mean of %2 runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smoothed %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wall time %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time since start %1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::SecretStore</name>
    <message>
        <source>No system keychain is available (on Linux Slipway uses the Secret Service, for example GNOME Keyring or KWallet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain refused access.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain reported a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remember the secret: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove a saved secret: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageTargetView</name>
    <message>
        <source>Where your project goes on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up my workspaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name, e.g. mnist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file system the workspace is made on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New workspace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days from now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the chosen workspace until:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps data in workspaces that expire: look up yours, or make one, and Slipway sends the project into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects go into slipway-projects in your home folder on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not use workspaces: choose your home, scratch or project folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cluster first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home folder (~/slipway-projects)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scratch folder (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project folder (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1 has expired: its files may be deleted. Choose or make another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1 %2. Extend it before then, or its files are deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 days on this file system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the cluster for your workspaces…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no workspaces yet: give a name and make one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found 1 workspace; choose it in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found %1 workspaces; choose one in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Making workspace %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extending workspace %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepTaskView</name>
    <message>
        <source>%v of %m tasks ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit failed and timed-out tasks only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit exactly the tasks that failed, ran out of time or memory again, in the same run; the others stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the selected task only (Cancel above cancels all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::TensorBoardDialog</name>
    <message>
        <source>TensorBoard on a cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Host alias of your ssh configuration, or user@host[:port].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. ~/runs or /scratch/me/experiment/logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard, or source ~/venv/bin/activate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs in your login shell on the cluster before tensorboard; leave empty if tensorboard is already on your PATH there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; It listens on 127.0.0.1 of the login node, and every other user logged in to that node can open it there while it runs. On this computer only 127.0.0.1 is forwarded. Stop it when you are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No browser could be opened. Open %1 yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard of the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; The job runs it on its compute node, where other users of the cluster can reach its port while the job runs. On this computer only 127.0.0.1 is forwarded. It ends with the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cluster (a Host alias or user@host) first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the log folder on the cluster, e.g. ~/runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No connections are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 on the login node%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, already running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port %1 on %2, the job&apos;s node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwarded to &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt; (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slipway::ui::UsagePanel</name>
    <message>
        <source>Cancel the job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory (MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use these numbers for the next run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU use, last samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU use, last samples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: waiting for the first sample…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Job %1: CPU %2 · memory %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · GPU not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · GPU %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs of run %1 are idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU of job %1 has stayed below %2 % for %3 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Cancel and resubmit with more time, or make sure checkpoints are written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 will not finish before its time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The GPUs of job %1 have been idle (below %2 %) for %3 minutes or more.&lt;/b&gt; The job holds them and uses your allocation without computing. If it is stuck, cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resubmit with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking Slurm what the job used…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
