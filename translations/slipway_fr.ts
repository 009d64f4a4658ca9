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
    <name>advicerules</name>
    <message>
        <source>For a small model, several CPUs are usually the better choice: a GPU gives little speed-up and sits mostly idle (multi-cpu).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs need torch %2 or newer; make sure the environment has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 does not run on %2 GPUs; %3 or newer is required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes of %1 have no internet: download datasets and pretrained weights on the login node before the job (a download inside the job fails).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy; the script sets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script is given %1 DataLoader workers but each task has %2 CPU core(s); use num_workers = “CPUs per task” (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the DataLoader as many workers as each task has CPU cores (num_workers=%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain model parallelism splits a model that does not fit on one GPU; it does not make training faster. Use pipeline parallelism or DDP if speed is the goal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>archivelisting</name>
    <message>
        <source>The archive&apos;s list of files could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a link, %1, to %2, outside the folder it is unpacked into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a link with a path that leads out of the folder: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a member without a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a file with an absolute path, %1: unpacking it would write outside the chosen folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a file whose path climbs out with &quot;..&quot;, %1: unpacking it would write outside the chosen folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive writes %1 through the link %2: unpacking it could write outside the chosen folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a device or pipe, %1; Slipway unpacks only files, folders and links.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive holds a hard link, %1, to %2, which is not one of its own files.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cachefolders</name>
    <message>
        <source>Hugging Face models and datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretrained weights from torchvision and PyTorch Hub</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernels compiled by torch.compile (Triton)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other programs&apos; caches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 go to %2 instead of your home folder, so they do not fill its quota.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cobaltparser</name>
    <message>
        <source>Waiting for another job it depends on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job it depends on failed, so Cobalt will not start it. Delete it with qdel and submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job is on hold (user_hold); release it with qrls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job is on hold (%1); ask the site.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cobaltscheduler</name>
    <message>
        <source>Cobalt refuses the job. Cobalt says: </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>commandrunner</name>
    <message>
        <source>Could not start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 was killed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>connectionstore</name>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged (%2); saved connections are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>efficiency</name>
    <message>
        <source>The job was stopped because it needed more memory than it asked for (%1 per node). Ask for more memory, or use smaller batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job reached its time limit (%1) and was stopped. Ask for more time, or save checkpoints so that a new job can carry on where this one stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A compute node failed while the job ran. This was not caused by your script: submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A compute node could not start for the job. This was not caused by your script: submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job was stopped to make room for a job with higher priority. Submit it again; checkpoints let it carry on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s program was ended by signal %1. Look at the last lines of its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s script ended with exit status %1. Look at the last lines of its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job was cancelled before it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used all of the %1 you asked for: the run needs more. Ask for %2 next time, or save checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3): ask for %4 next time; shorter jobs start sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ran out of the %1 per node it asked for: ask for %2 next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak memory %1 of %2%3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Ask for %1 next time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 CPUs were busy %2 of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CPU was busy %1 of the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %1 CPUs per node would do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU use was not sampled while the job ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs were almost idle (%1 on average over %2 samples): check that the model and the data are moved to the GPU, and that data loading keeps up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs were busy %1 of the time on average (%2 samples).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (more than this run had)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 % above what this run used)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>efficiencyfetch</name>
    <message>
        <source>&quot;%1&quot; is not a Slurm job id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm&apos;s accounting on %1 has no record of job %2%3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>environmentdiscovery</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>environmentrecipe</name>
    <message>
        <source>Make the site&apos;s extra module folder %1 visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the software modules: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a batch script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate the conda environment in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate the conda environment named %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate the virtual environment made once on the login node (see the set-up script).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use that environment here and in the job steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a fresh environment on the node&apos;s local disk (rebuilt in every job; fast, no quota).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install %1 from the site&apos;s wheelhouse (its own collection of packages built for this cluster).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run with bash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this script is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at the first command that fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the folder that holds the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the venv once, on top of the module&apos;s Python, so the site&apos;s PyTorch stays visible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the extra packages into the venv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the conda environment once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the packages into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that PyTorch works and say whether it can use GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>environmentsetup</name>
    <message>
        <source>The environment has no folder; say where it should go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway will not create an environment in %1 on %2: %3. Choose another folder%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This environment needs no set-up on the login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up was cancelled; the environment may be half made. Run the set-up again to finish it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment is ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up failed (exit status %1)%2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eventfilereader</name>
    <message>
        <source>The record&apos;s checksums match but it is not a TensorBoard event; it was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some tag names in this file are not valid UTF-8 text; their invalid bytes are shown as �.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the event file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than the rest of the file holds, yet complete records follow it at byte %2: its length field is wrong (damaged or forged); %3 bytes were skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record&apos;s contents do not match their checksum (damaged data); it was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than any event holds; looking for the next valid record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record&apos;s length field does not match its checksum (damaged or not an event file); looking for the next valid record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No valid record in %1 bytes: this does not look like a TensorBoard event file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eventfilewriter</name>
    <message>
        <source>No log folder was given for the event file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the log folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the event file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event file is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to the event file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>eventmirror</name>
    <message>
        <source>Cannot write the cache index %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no folder or file %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No permission to open %1 on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing %1 on %2 gave an answer Slipway does not understand (is GNU find on the login node?).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignored a listing entry Slipway does not understand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the cache folder %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the cached copy %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cached copy %1 changed while it was being updated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot put the cached copy %1 in place: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 on %2 gave an answer Slipway does not understand: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fetch program sent %1, which it did not list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 on %2 stopped: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some folders could not be listed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing %1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 became shorter while it was read; the next sync fetches it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sync was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>examplegallery</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>examples</name>
    <message>
        <source>MNIST CNN with DataParallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One process that uses all the GPUs of its node: DataParallel splits every batch across them and adds up the gradients. The smallest change to a one-GPU script; no launcher needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DataParallel on all GPUs of a node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN with DistributedDataParallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One process per GPU (per task on a CPU-only job) with DistributedDataParallel; rank 0 logs to TensorBoard and writes the checkpoint every rank resumes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDP started by srun (one task per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DDP started by torchrun (one per node)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN with Horovod</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rank per GPU started by srun; Horovod averages the gradients after every step. Needs Horovod in the job&apos;s environment (the site&apos;s module); --dry-run checks everything else without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horovod (needs Horovod installed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MNIST CNN of PyTorch&apos;s examples, as the centres&apos; PyTorch pages train it first: one process on one device. Logs loss and accuracy to TensorBoard and resumes from its checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it (nothing is downloaded by the job).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN on one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN split across two GPUs (model parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network&apos;s convolutional half on the first GPU and its classifier on the second: how a model too large for one GPU trains on two. One process; not faster than one GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model parallel across two GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN on many CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One process whose convolutions and matrix products use all the cores of the job (OMP_NUM_THREADS). Logs loss and images per second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MNIST CNN as a two-stage pipeline (pipeline parallel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The network cut in two across two GPUs, each batch split into micro-batches so that both GPUs work at once (GPipe&apos;s schedule). One process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel on two GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>At this rate step %1 of %2 when the time limit ends in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2, %3 before the time limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gpuuse</name>
    <message>
        <source>MIG %1 (GPU instance %2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>guiprompter</name>
    <message>
        <source>The window that would ask was closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>httpfetcher</name>
    <message>
        <source>Could not write %1 on this computer: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the download on this computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>inputshapeparser</name>
    <message>
        <source>The input shape is empty. Give the shape of one sample without the batch dimension, e.g. 1x28x28.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 16 inputs are supported, %1 were given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty input between separators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 dimensions; at most 8 are supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the input shape &quot;%2&quot; is not a whole number between 1 and 16777216. Write the shape like 1x28x28.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>jobspec</name>
    <message>
        <source>%1%2: must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be at least %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%2: must be a list of text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is given more than once; keep one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is not a job spec field (misspelt?)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>launcher</name>
    <message>
        <source>The first node of the job hosts the rendezvous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass it to every rank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numeric part of the job id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A port derived from the job id, so two jobs on one node do not collide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first host of the allocation hosts the rendezvous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rank uses the CPU cores of its own task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1 rank(s), one per GPU (%2 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1 Horovod rank(s), one per %2; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share the node&apos;s cores among its %1 worker(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let PyTorch use all %1 cores for intra-op parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many nodes PBS gave the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each rank uses the cores bound to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores (%2 hardware threads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start one rank per GPU (%1 per node) with mpiexec, bound to %2 each; RANK, LOCAL_RANK and WORLD_SIZE come from PMI.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start one Horovod rank per GPU (%1 per node) with mpiexec, bound to %2 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchrun once per node; %1 worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores for intra-op parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranks per KNL node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All ranks: ranks per node times the nodes Cobalt gave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on the KNL compute nodes (never the login or mom node): 2 hardware threads per core, %1 OpenMP threads per rank bound by depth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchrun on this computer with %1 worker(s).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>localmodule</name>
    <message>
        <source>The LibTorch module (%1) is not installed, so local smoke tests are unavailable. Everything else works. To get them, install the slipway-local package (sudo apt-get install slipway-local). Looked in: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LibTorch is not installed, so local smoke tests are unavailable (on Debian: apt install libtorch1.13). Everything else works. Details: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LibTorch module %1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Slipway LibTorch module or belongs to another version (module interface %2, this program needs %3). Reinstall Slipway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The LibTorch module %1 failed to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LibTorch %1 ready (%2 CPU thread%3%4).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>localrun</name>
    <message>
        <source>No event file could be written in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the event file %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>logdiagnoser</name>
    <message>
        <source>The GPU ran out of memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a smaller batch size, mixed precision (torch.autocast) or gradient checkpointing; or ask for a GPU with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ranks could not reach each other (rendezvous or NCCL timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that every rank started (tasks = WORLD_SIZE), that MASTER_ADDR is the first host of the job and MASTER_PORT is free, and that all ranks call the same collectives. Slipway&apos;s DDP scripts set these from the job; a script that sets its own MASTER_ADDR overrides them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python cannot find PyTorch: the environment was not active in the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the PyTorch module and activate the venv or conda environment in the job script (choose an environment recipe), and make venvs with --system-site-packages on top of the module.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Python package is missing from the job&apos;s environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install it into the environment the job activates (run the set-up script again with the package added), or load the module that provides it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The DDP ranks do not match the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run one task per GPU (tasks per node = GPUs per node), select the device with LOCAL_RANK (torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))), and keep WORLD_SIZE equal to the number of tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for more time (within the partition&apos;s maximum), or save checkpoints regularly and resume from the last one in a new job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for more memory (mem), use fewer DataLoader workers or smaller batches, or load data lazily instead of all at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A download failed: compute nodes of many clusters have no internet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download datasets and pretrained weights on the login node before the job (for example run the dataset constructor once there with download=True), then use download=False in the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program uses CPU instructions this node does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run it on the nodes it was built for: on Theta, packages built for KNL (AVX-512) fail on the login nodes; run through aprun in a job, and build with &apos;aprun -n 1 -cc node python setup.py build&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python package &quot;%1&quot; is missing from the job&apos;s environment.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>logdirreader</name>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be read (permission denied).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file became shorter than what was already read; the run was read again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>logfollower</name>
    <message>
        <source>Unexpected answer while reading %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pbsparser</name>
    <message>
        <source>The job waits for the jobs it depends on. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The site holds the job (PBS hold type &quot;%1&quot;); you cannot release it with qrls. Fix the cause PBS names, delete the job with qdel, or ask the site&apos;s support. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job is held; release it with qrls or ask the site. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS ended the job at its walltime limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS ended the job: it used more memory than it asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS recorded no exit status for the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS ended the job: it used more CPUs than it asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS could not run the job (PBS code %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job was killed by signal %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pbsscheduler</name>
    <message>
        <source>PBS refuses the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS needs a project account (-A); set account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS needs the file systems the job uses (-l filesystems).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time limit does not fit the queue.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>pendingreason</name>
    <message>
        <source>Waiting for its turn: jobs with a higher priority are ahead of it. Nothing to do but wait; shorter, smaller jobs usually start sooner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next in line, waiting for enough free nodes, GPUs or memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for another job it depends on to finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It depends on a job that failed, so it will never start. Cancel it and resubmit without the dependency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You put it on hold. Release it with &apos;scontrol release JOBID&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An administrator put it on hold. Ask the site&apos;s support why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The nodes it needs are unavailable (maintenance or a reservation). It starts when they return; a shorter time limit may let it run before a maintenance window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its time limit is longer than the partition allows, so it will never start. Cancel it and resubmit with a shorter time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It asks for more nodes than the partition allows. Cancel it and ask for fewer nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition is down. It starts when the partition comes back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition does not accept jobs right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its time limit is longer than its QOS allows. Cancel it and resubmit with a shorter time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have as many running jobs as your QOS allows; it starts when one of them ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already use as many GPUs as your QOS allows; it starts when one of your jobs ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your group&apos;s QOS has used up its GPUs for now; it starts when some are freed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account has used up its GPU share for now; it starts when some are freed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account already runs as many jobs as it may; it starts when one ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account&apos;s running jobs have used up its CPU-time budget for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your account has used up its allocation. Ask your project leader or the site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The account is not valid for you. Cancel the job and submit with one of your accounts (sacctmgr show assoc user=$USER).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The QOS is not valid for you or this partition. Cancel and resubmit with another QOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No node matches what it asks for (GPU type, memory, features). Cancel it and ask for less or for another GPU type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for its reservation to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job could not be started on its node and is held. Cancel it and resubmit; if it happens again, tell the site.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job script ended with an error; see its log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped. Ask for more time or save checkpoints and resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed. Ask for more memory (mem) or use smaller batches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node of the job failed. Resubmit it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limit of your QOS holds it back (%1); it starts when your other jobs free resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A limit of your account holds it back (%1); it starts when your group&apos;s other jobs free resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler says: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>profileparser</name>
    <message>
        <source>&quot;%1&quot; is not a shell variable name (letters, digits and _, not starting with a digit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; may hold only letters, digits and _ . : = + , / - (it is written into the job script&apos;s directives as it is).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name (letters, digits and _ . -, starting with a letter or digit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: line %2, column %3: not valid JSON (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the file must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>profileregistry</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: lifecycle.successor_ids: &quot;%2&quot; is not a known profile</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>projectscanner</name>
    <message>
        <source>Could not read the folder %1 (%2); it is left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a symbolic link and is not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file and is not sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project folder %1 does not exist or is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in a git repository with a commit, so its committed state cannot be sent. Send the folder as it is instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No temporary folder for the git export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the committed files with git: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 file(s) in %2 have changes that are not committed; they are not sent. The committed state (commit %3) is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no files to send (everything in it is ignored or empty).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>projectuploader</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a snapshot (only a-z, 0-9 and -).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparing with the last snapshot on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not prepare the project folder %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending %1 of %2 files (%3); %4 unchanged, %5 already sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed or disappeared while the project was being sent. Send it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2. What arrived is kept; sending again continues from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not make the snapshot on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending %1 files (%2) and making snapshot %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>quotareport</name>
    <message>
        <source>The project needs %1 on the cluster, but you have only %2 left in %3%4. Free some space there, or send the project to another folder (a workspace, or your scratch folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has %1 files, but you can store only %2 more in %3%4. Leave files out with .slipwayignore, delete old files there, or send the project to another folder.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>remotedownload</name>
    <message>
        <source>The server refused the download (%1 %2): the file needs a login or is not public. Download it in a browser and upload it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has no file at that address (404 Not Found). Check the URL; it may have moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is gone from the server (410 Gone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server had a problem (HTTP %1). Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered with HTTP status %1 instead of the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full: the download could not be written. Free some space or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node could not find the server (%1). Check the address; if the login node has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node could not connect to the server (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download timed out on the login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the server failed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download on the login node failed (curl exit status %1: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node could not reach the server (%1). If it has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download on the login node failed (wget exit status %1: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the address (URL) of the file, starting with https://.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address holds a space or a control character; copy it again from the page that gives it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a valid web address: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address must start with https:// or http://: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only http:// and https:// addresses can be downloaded (this one starts with &quot;%1:&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address names no server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A SHA-256 checksum is 64 characters, digits 0-9 and letters a-f (as `sha256sum` prints it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one archive can be unpacked at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the folder on the cluster to put it into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder on the cluster cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway cannot name the download %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the folder on the cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not prepare the folder %1 on the cluster: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on the cluster is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 on the cluster already holds files. Choose a new folder (or an empty one) to unpack the archive into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not make a temporary folder beside %1 on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node has no %1, which Slipway needs to check the download.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node has no tar to unpack the archive with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node downloads %1 (%2 of %3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download on the login node stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading %1 to this computer (%2 of %3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download&apos;s checksum does not match: expected %1, got %2. The file is damaged or not the one expected; nothing was unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uploading %1 to the cluster (%2 of %3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full. Free some space or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upload to the cluster failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking the download on the cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not check the download on the cluster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checksum of %1 does not match: expected %2, got %3. The file is damaged or not the one expected; nothing was unpacked and nothing was left on the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download is not a zip or tar.gz archive (perhaps a web page: the address may need a login). Nothing was unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking what the archive holds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login node has no unzip to unpack a zip archive with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive is damaged or incomplete and was not unpacked (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> Nothing was unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive unpacks to %1, but the cluster&apos;s disk has only %2 free there. Free some space or choose another folder; nothing was unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking on the cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) filled up while unpacking. Free some space or choose another folder; nothing was left half-unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking failed on the cluster (%1); nothing was left half-unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Putting it into place…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 on the cluster got files in the meantime; nothing was unpacked into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not put the download into %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resolverules</name>
    <message>
        <source>mail.type is given without mail.user, so the script asks for no e-mail; add mail.user (your address).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a mail type Slurm knows; write a comma-separated list of %2 (for example END,FAIL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is retired (%2). The script follows its documentation for reference; for new work use %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a parallelism Slipway knows; choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an environment recipe Slipway knows; choose one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the “Training script”: the Python file to run, for example train.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” contains a line break or another control character, which would break the job script; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job name is %1 characters long; keep it under 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Modules to load” is empty: give at least one module, for example PyTorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Environment folder” is empty: the %1 recipe needs the folder where the environment lives%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (a .sif file)%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An environment path contains a line break or another control character; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a place for an environment on %2: %3. Choose another folder%4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no node-local folder for a per-job environment; use venv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer use the none, venv or conda recipe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On this computer Slipway runs a single process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a scheduler; on this computer use ddp-torchrun.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resourcerules</name>
    <message>
        <source>Using partition &quot;%1&quot; because the default, &quot;%2&quot;, has no GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no partition &quot;%2&quot;; it has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The partition name &quot;%1&quot; is not confirmed by the site&apos;s own documentation (%2); check it with &apos;sinfo&apos; on the login node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 allows at most %2 node(s); the job asks for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is meant for jobs of %2 nodes or more; a smaller job may be refused or charged as %2 nodes. Choose a debug queue for small tests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs one process on one node, so extra nodes would sit idle. Use 1 node, or ddp-srun / ddp-torchrun to train across nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no GPUs; choose a GPU partition for this job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A node of %1 has %2 GPU(s); the job asks for %3 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs the GPU model in the request (for example h100); name the GPU model (gpu_type in a job spec file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accepts only %2 GPU(s) per node; the job asks for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs at least one GPU; ask for GPUs or choose cpu / multi-cpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asks for GPUs but its parallelism is &quot;%1&quot;, which does not use them. Choose gpu or a multi-GPU parallelism, or ask for 0 GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A one-GPU job uses one GPU; the other %1 would sit idle. Choose data-parallel or DDP to use them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; spreads work over several GPUs; with one GPU it gains nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs %2, but “Tasks per node” is %3%4. Leave “Tasks per node” empty and Slipway sets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asks for %1 CPU cores per node, but a node of %2 offers %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multi-cpu with one CPU runs like cpu; ask for more “CPUs per task” so PyTorch can use several threads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give either “Memory per node” (mem) or a memory per CPU (mem_per_cpu), not both: the scheduler accepts only one memory flag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ignores memory requests; Slipway leaves the memory flag out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job asks for %1 per node, but a node of %2 has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %5 GPU(s). Ask for %6 cores per node or fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %4 GPU(s)); the job asks for %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 at most %3 of memory per GPU; the job asks for %4 per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requires a time limit; set time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time limit; write it like 01:30:00 or 2-00:00:00.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 allows at most %2; the job asks for %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 expects jobs of at least %2; shorter jobs may be charged as that or refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requires an account (project) for every job%2; set account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you belong to more than one project on %1, jobs without an account are refused; set account%2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>resultpuller</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not make the folder %1 here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The listing of %1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not compare files with %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 result files; fetching %2 (%3 new, %4 grown, %5 unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetching results from %1 failed: %2. Pulling again continues where it stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed on the cluster while it was being fetched; pull again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1 here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not rename %1 here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>rundata</name>
    <message>
        <source>More problems were found; only the first %1 are listed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runevents</name>
    <message>
        <source>Last lines of the log:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runservice</name>
    <message>
        <source>%1 has no scheduler; run the script there with bash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history cannot be written (%1), so nothing was submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm job arrays; %1 uses another scheduler, so submit one run per value there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a usable run folder name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run could not be recorded (%1), so nothing was submitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not ask the scheduler: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 is not a sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 has no task %2 with a job to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler did not cancel task %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel requested for task %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 is not a submitted sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No task of run %1 needs to run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 has no such task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler refused to run the tasks again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted task(s) %1 again as job array %2. %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cobalt no longer lists the job: it has ended. Its exit code is in %1.cobaltlog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while it prepared the run&apos;s folder, before anything was sent to the scheduler. Submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not ask the scheduler whether this interrupted submission reached it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while submitting this run, and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1 has no job to cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored job id &quot;%1&quot; is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scheduler did not cancel job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no run %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored spec of run %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runstore</name>
    <message>
        <source>Cannot make the folder %1 for the run history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the run history %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history %1 is not a file (a folder or a device is in its place); nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the run history %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway could not move it aside to start a new one; move or remove it yourself (nothing was changed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history %1 %2; it was kept as %3, but a new history could not be made: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %4 run(s) from the damaged file%5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> No run could be recovered%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup of the run history (%1) could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backup of the run history could not be renamed to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history %1 was written by a newer Slipway (schema %2; this one knows %3). It is shown but not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updating the run history to schema %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run history is not open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scalarexport</name>
    <message>
        <source>Cannot write the export: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scheduler</name>
    <message>
        <source>This scheduler has no job arrays.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>scriptcomposer</name>
    <message>
        <source>%1 GPU(s)%2 on each node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name shown in the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run on the %1 partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tasks (processes) per node: one per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One task (process) per node.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The model is named, as the site asks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory for each node (only one memory flag may be given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory for each CPU core (only one memory flag may be given).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit: %1. The job is stopped when it runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge the project %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality of service %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write output and errors to this file (%j is the job id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write output to this file (%j is the job id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write errors to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send e-mail to this address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to send e-mail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charge the project %1 (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit to the %1 queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the nodes (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time limit: %1 (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file systems the job needs (required).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mail when the job ends or aborts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 node(s) for at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 queue, KNL memory in cache mode, quad clustering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The job&apos;s number, without the server&apos;s name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard inside the job is written for Slurm and PBS Pro clusters only; use TensorBoard on the login node instead (Plots → TensorBoard…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder your script writes event files to, made now so that TensorBoard can watch it from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 39999), so jobs sharing a node do not collide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start TensorBoard on this node in the background, as the centre&apos;s documentation shows. It has no password: other users of the cluster can reach this port. It ends with the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec is for profile &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spec names no profile, so the script is written for %1 (%2); add &quot;profile&quot;: &quot;ID&quot; to write it for a cluster (slipwayctl profiles lists them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so a sweep cannot run here as one job. Submit one run per value instead (one spec each), or use a Slurm or PBS Pro cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sweep needs a batch scheduler; the local profile runs one script at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the script with bash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at the first command that fails, so the log ends at the real error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PBS starts jobs in the home folder; go back to the folder the job was submitted from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>%1 was written by a newer Slipway (settings version %2); it is left unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: permission denied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: the file is malformed.</source>
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
    <name>slipway::ui::LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <extracomment>%1 is the name of a language in that language, e.g. &quot;Deutsch&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slipway shows the new language the next time it starts. Job scripts and the commands they run stay in English, as schedulers and support staff expect.</source>
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
    <message>
        <source>Language…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the language of Slipway&apos;s windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language changes the next time Slipway starts.</source>
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
<context>
    <name>slurmparser</name>
    <message>
        <source>Slurm accepts the job; it would start around %1 on %2 (partition %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm accepts the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slurm refuses the job.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>slurmscheduler</name>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>smokereportformat</name>
    <message>
        <source>Model: %1 (LibTorch %2, %3 thread%4, batch %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled after %1 step%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: %1 ms per step, %2 steps/s, %3 samples/s (median, first step excluded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first step: %1 s (module load %2 s, model load %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: peak resident %1 MiB during the run, %2 MiB before it (RSS-based: counts the whole process, not just tensors)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate for the real run: %1 steps/epoch x %2 epoch%3 = %4 on CPU here; %5 on one GPU with an ASSUMED CPU-&gt;GPU factor of %6x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested for a run on a cluster: CPUs per task %1, GPUs per node %2, Memory per node %3G, Time limit %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VmHWM from /proc/self/status (RSS-based)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>specwords</name>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshcommandrunner</name>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshconfig</name>
    <message>
        <source>Could not read the SSH configuration file %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshlogin</name>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create an SSH session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a user name SSH accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer name &quot;%1&quot; could not be found. Check it for typos; some clusters are only known inside the campus network or VPN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2: no SSH server listens there, or a firewall turns it away. Check the host name and port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s. The computer may be down, or reachable only from the campus network or VPN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not send a host key: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED, so Slipway refuses to connect. Someone may be intercepting the connection, or the centre replaced its keys. The server now shows %2 key %3. Check the centre&apos;s published fingerprints or ask its support. Only if they confirm the change, remove the old key (%4), for example with: ssh-keygen -R %5 -f %6 — then connect again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted, so Slipway did not connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the host key to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not check the host key of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 closed the connection during login: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 closed the connection during login (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped answering during login (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That password was not accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not accept any way of logging in that Slipway could offer. The server allows: %2. Tried: %3. Check the user name (%4), that your public key is registered with the centre, or the password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No passphrase was given for the key %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong passphrase for the key %1 (%2 attempts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong passphrase; try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous answers were not accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login questions of %1 were not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No password was given for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 refused the key %2 for the user %3, and the password or code it asks for instead could not be given: %4 To log in with the key, register %5 with the centre (or add it to ~/.ssh/authorized_keys on the cluster, e.g. with ssh-copy-id -i %6), and check User and IdentityFile in the ssh configuration.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs an answer (%2), but there is no one to ask here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was not answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window that asked was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshprompter</name>
    <message>
        <source>Unknown host key for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passphrase for key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Login questions from %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshshellchannel</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create a channel to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not start a shell: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The login shell on %1 ended at once; check the login scripts (~/.bash_profile, ~/.bashrc).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The shell on %1 ended while the command ran.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshstream</name>
    <message>
        <source>%1 did not start the command: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 was lost while the command ran: its output may be cut short, and the command may still be running there. Connect again to check on it or to run it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 was stopped by a signal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 was lost while sending: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshtarget</name>
    <message>
        <source>&quot;%1&quot; has an &apos;@&apos; but no user name before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; opens &apos;[&apos; but never closes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot; after the address in &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host name in &quot;%1&quot;. Give a name from your SSH configuration or user@host:port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid user name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a port number (1 to 65535).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH configuration file %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH configuration gives &quot;%1&quot; as the port of %2; a port is a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jump hosts of %1 lead to more than %2 hops; check the ProxyJump lines of your SSH configuration for a loop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump host &quot;%1&quot; of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSH configuration for %1 uses ProxyCommand, which Slipway does not run. Use ProxyJump to reach it through a jump host.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshtransfer</name>
    <message>
        <source>The transfer stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transfer was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the folder %1 on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed size while it was sent (%2 bytes instead of %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing %1 on %2 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not rename %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not put the downloaded %1 in place: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshtunnel</name>
    <message>
        <source>Could not listen on 127.0.0.1:%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not reach %2:%3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sshworker</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You disconnected from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnecting to %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 is down and Slipway is reconnecting (%2). Try again once it is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 was lost%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not start SFTP (file transfer): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No permission to read %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>submission</name>
    <message>
        <source>The working folder %1 does not exist on %2. Create it there first (mkdir -p -- %3), or correct the “Working folder”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on %2, so the job script cannot be put there. Choose a folder of your own (for example in your project or scratch space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run folder %1 could not be made in %2 on %3 (%4). Slipway writes only into run folders it makes itself, so nothing was submitted; submit again for a new folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not prepare the job folder on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script %1 does not exist in %2 on the cluster. Copy it there first, or correct the “Training script” or the “Working folder”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table could not be written to %1 on %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted as job %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted tasks 0 to %1 of the sweep as job array(s) %2; tasks %3 to %4 were refused: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as %2 job arrays: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as job array %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sweep</name>
    <message>
        <source>&quot;%1&quot; is not a sweep: write NAME=VALUES, where NAME is the script&apos;s argument without its dashes (letters, digits, _ and -), for example lr=1e-4,1e-3 or seed=0:3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a log-range is log:LOW:HIGH:COUNT, for example log:1e-4:1e-1:4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ends of a log-range must be above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the count must be between 1 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the step must be 1 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range is FIRST:LAST with FIRST not above LAST.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a range may have at most %1 values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list may have at most %1 values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is empty (two commas in a row, or one at an end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is longer than 1000 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value holds a tab, a line break or a NUL character, which the parameters table cannot carry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is swept twice; give all its values in one sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of random samples cannot be below 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep would make more than %1 tasks; sweep fewer values.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sweeplines</name>
    <message>
        <source> The cluster takes at most %1 tasks in one array, so Slipway submits the %2 tasks as %3 arrays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job array: one task per set of parameters%1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A job array: one subjob per set of parameters.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table (in the run&apos;s folder), passed by Slipway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This task&apos;s number in the sweep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its row of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop with a clear message if the table lacks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the row at its tabs; the values are never run as code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each task writes its event files into a folder of its own, named by its parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This task&apos;s arguments, added after the script&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say in the log which parameters this task runs with.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tensorboardsession</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>torchprobe</name>
    <message>
        <source>Python printed nothing (exit status %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>uploadplan</name>
    <message>
        <source>The project needs %1 on the cluster but %2 has only %3 free. Free some space there or send the project to another folder (for example your scratch or workspace folder).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project has %1 files but %2 can take only %3 more (its file count quota). Leave files out with .slipwayignore or send the project to another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free space on the cluster could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>usageprobe</name>
    <message>
        <source>The GPU tool printed nothing on the job&apos;s nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>wordrules</name>
    <message>
        <source>&quot;%1&quot; contains a line break or another control character; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts with &apos;-&apos;, so the program would read it as an option instead of %2; remove the &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters are too long for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is empty; give %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU types use only letters, digits and _ . - (for example h100 or a100)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a channel after it, such as pytorch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It contains a NUL byte, which no program can be given; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It contains a broken character (half of a UTF-16 surrogate pair, such as \ud800), which cannot be written as UTF-8 and would become &apos;?&apos;; remove it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>workspace</name>
    <message>
        <source>The workspace tool said: &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the workspace a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A workspace name can have at most 64 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace: start with a letter or digit and use only letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos; (no spaces).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>workspaceservice</name>
    <message>
        <source>%1 has no %2: this cluster does not use hpc-workspace. Use your scratch or project folder instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed on %2 (exit status %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of days must be between 1 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace file system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1 now expires in %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1 already existed; it expires in %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace %1 is ready for %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The cluster allows at most %1 days, so it shortened the time you asked for.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
