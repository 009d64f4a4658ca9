<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>NextRunNumbers</name>
    <message>
        <source>The run&apos;s job description cannot be read: %1</source>
        <translation>无法读取该运行的作业描述：%1</translation>
    </message>
    <message>
        <source>time %1 (was %2)</source>
        <translation>时间 %1（原为 %2）</translation>
    </message>
    <message>
        <source>memory %1 per node (was %2)</source>
        <translation>每节点内存 %1（原为 %2）</translation>
    </message>
    <message>
        <source>%1 CPUs per task (was %2)</source>
        <translation>每任务 %1 个 CPU（原为 %2）</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The modules in “Modules to load” (%1) did not load on the compute node: %2</source>
        <translation>“要加载的模块”中的模块（%1）未能在计算节点上加载：%2</translation>
    </message>
    <message>
        <source>Pick the modules from the list on the Environment step (names and versions must match exactly, and some modules need another loaded first).</source>
        <translation>请从“环境”步骤的列表中选择模块（名称和版本必须完全一致，有些模块需要先加载另一个模块）。</translation>
    </message>
    <message>
        <source>The environment %1 could not be activated on the compute node: %2</source>
        <translation>环境 %1 无法在计算节点上激活：%2</translation>
    </message>
    <message>
        <source>Set the environment up once (Environment step, “Set up on the login node”), in a folder the compute nodes can read.</source>
        <translation>请先设置一次环境（“环境”步骤中的“在登录节点上设置”），并放在计算节点可以读取的文件夹中。</translation>
    </message>
    <message>
        <source>The conda environment %1 could not be activated: %2</source>
        <translation>conda 环境 %1 无法激活：%2</translation>
    </message>
    <message>
        <source>Add the site&apos;s conda module to “Modules to load”, and set the environment up once on the Environment step.</source>
        <translation>请把站点的 conda 模块加入“要加载的模块”，并在“环境”步骤中设置一次环境。</translation>
    </message>
    <message>
        <source>Python did not start in the job: %1</source>
        <translation>Python 未能在作业中启动：%1</translation>
    </message>
    <message>
        <source>Add a Python or PyTorch module to “Modules to load” on the Environment step.</source>
        <translation>请在“环境”步骤中把 Python 或 PyTorch 模块加入“要加载的模块”。</translation>
    </message>
    <message>
        <source>The job stopped before the check started, and its log is empty.</source>
        <translation>作业在检查开始前就已停止，其日志为空。</translation>
    </message>
    <message>
        <source>The job stopped before the check started. Its log ends with: %1</source>
        <translation>作业在检查开始前就已停止。其日志的最后内容是：%1</translation>
    </message>
    <message>
        <source>Read the job&apos;s log for the first error; it is usually a module or an environment that is not available on the compute nodes.</source>
        <translation>请阅读作业日志中的第一个错误；通常是某个模块或环境在计算节点上不可用。</translation>
    </message>
    <message>
        <source>The modules loaded on the compute node (%1).</source>
        <translation>模块已在计算节点上加载（%1）。</translation>
    </message>
    <message>
        <source>Python %1 at %2%3.</source>
        <translation>Python %1，位于 %2%3。</translation>
    </message>
    <message>
        <source>torch %1 imports (%2).</source>
        <translation>torch %1 可以导入（%2）。</translation>
    </message>
    <message>
        <source>built for CUDA %1</source>
        <translation>为 CUDA %1 构建</translation>
    </message>
    <message>
        <source>torch does not import: %1</source>
        <translation>torch 无法导入：%1</translation>
    </message>
    <message>
        <source>torch sees the %1 GPU(s) the job asked for.</source>
        <translation type="vanished">torch 能看到作业申请的 %1 个 GPU。</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %2).</source>
        <translation type="vanished">作业申请了 %1 个 GPU，但这个 torch 构建时未启用 CUDA，因此无法使用它们（调度器分配了 %2）。</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s) but got none.</source>
        <translation type="vanished">作业申请了 %1 个 GPU，但一个也没有得到。</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but torch sees %2.</source>
        <translation type="vanished">作业申请了 %1 个 GPU，但 torch 只看到 %2 个。</translation>
    </message>
    <message>
        <source>The training script could not be read: %1</source>
        <translation>无法读取训练脚本：%1</translation>
    </message>
    <message>
        <source>The script&apos;s imports are all there (%1).</source>
        <translation>脚本导入的包都已具备（%1）。</translation>
    </message>
    <message>
        <source>add the pip package %1 to “Packages” and set the environment up again</source>
        <translation>把 pip 包 %1 加入“软件包”，然后重新设置环境</translation>
    </message>
    <message>
        <source>add the module %1 to “Modules to load”</source>
        <translation>把模块 %1 加入“要加载的模块”</translation>
    </message>
    <message>
        <source>The training script imports %1, which this environment does not have on the compute node.</source>
        <translation>训练脚本导入了 %1，但计算节点上的这个环境中没有它。</translation>
    </message>
    <message>
        <source>On the Environment step: %1.</source>
        <translation>在“环境”步骤中：%1。</translation>
    </message>
    <message>
        <source>The job can write to %1.</source>
        <translation>作业可以写入 %1。</translation>
    </message>
    <message>
        <source>The job cannot write to %1 (%2).</source>
        <translation>作业无法写入 %1（%2）。</translation>
    </message>
    <message>
        <source>Free space in %1 could not be read: %2</source>
        <translation>无法读取 %1 的可用空间：%2</translation>
    </message>
    <message>
        <source>%1 GB free in %2.</source>
        <translation>%2 中有 %1 GB 可用空间。</translation>
    </message>
    <message>
        <source>The job has %1 CPU(s) per task.</source>
        <translation type="vanished">作业每个任务有 %1 个 CPU。</translation>
    </message>
    <message>
        <source>%1 CPU(s) per task for the script&apos;s %2 DataLoader worker(s).</source>
        <translation type="vanished">每任务 %1 个 CPU，供脚本的 %2 个 DataLoader 工作进程使用。</translation>
    </message>
    <message>
        <source>The script starts %1 DataLoader worker(s), but the job has %2 CPU(s) per task, so they would share CPUs and slow each other.</source>
        <translation type="vanished">脚本启动了 %1 个 DataLoader 工作进程，但作业每个任务只有 %2 个 CPU，它们会争用 CPU，互相拖慢。</translation>
    </message>
    <message>
        <source>Set “CPUs per task” on the Resources step to %1, or lower num_workers in the script.</source>
        <translation>请在“资源”步骤中把“每任务 CPU 数”设为 %1，或在脚本中减小 num_workers。</translation>
    </message>
    <message>
        <source>%1 ranks set up the process group and added up a tensor together (%2).</source>
        <translation>%1 个 rank 建立了进程组，并一起完成了一次张量求和（%2）。</translation>
    </message>
    <message>
        <source>The ranks could not work together (%1): %2</source>
        <translation>各 rank 无法协同工作（%1）：%2</translation>
    </message>
    <message>
        <source>The login node did not answer the check (exit status %1).</source>
        <translation>登录节点没有响应检查（退出状态 %1）。</translation>
    </message>
    <message>
        <source>The environment could not be checked on the login node: %1</source>
        <translation>无法在登录节点上检查环境：%1</translation>
    </message>
    <message>
        <source>The modules in “Modules to load” (%1) could not be loaded on the login node%2. Pick them from the list on the Environment step.</source>
        <translation>“要加载的模块”中的模块（%1）无法在登录节点上加载%2。请从“环境”步骤的列表中选择。</translation>
    </message>
    <message>
        <source>The conda environment %1 has not been set up on the cluster yet, so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation>conda 环境 %1 尚未在集群上设置，因此作业会在激活它时停止。请点击“立即设置”（只在登录节点上运行一次）。</translation>
    </message>
    <message>
        <source>The environment %1 has not been set up on the cluster yet (there is no virtual environment in that folder), so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation>环境 %1 尚未在集群上设置（该文件夹中没有虚拟环境），因此作业会在激活它时停止。请点击“立即设置”（只在登录节点上运行一次）。</translation>
    </message>
    <message>
        <source>“Start TensorBoard in the job” is ticked, but this environment has no tensorboard program, so TensorBoard would not start (the training would run without it). %1</source>
        <translation>已勾选“在作业中启动 TensorBoard”，但这个环境没有 tensorboard 程序，因此 TensorBoard 不会启动（训练会在没有它的情况下进行）。%1</translation>
    </message>
    <message>
        <source>Add the pip package tensorboard to “Packages” and set the environment up again, or untick the box.</source>
        <translation>把 pip 包 tensorboard 加入“软件包”并重新设置环境，或取消勾选该选项。</translation>
    </message>
    <message>
        <source>Add the module %1 to “Modules to load” on the Environment step, or untick the box.</source>
        <translation>在“环境”步骤中把模块 %1 加入“要加载的模块”，或取消勾选该选项。</translation>
    </message>
    <message>
        <source>Python did not start in this environment on the login node%1, so the job would fail too.</source>
        <translation>Python 未能在登录节点上的这个环境中启动%1，因此作业也会失败。</translation>
    </message>
    <message>
        <source>This environment&apos;s Python cannot read the training script %1: line %2 is not valid Python for it, so the job would stop at once.</source>
        <translation>这个环境的 Python 无法读取训练脚本 %1：第 %2 行对它来说不是有效的 Python 代码，因此作业会立即停止。</translation>
    </message>
    <message>
        <source>The module %1 provides it: add it to “Modules to load” on the Environment step.</source>
        <translation>模块 %1 提供了它：请在“环境”步骤中把它加入“要加载的模块”。</translation>
    </message>
    <message>
        <source>Add the pip package %1 to “Packages” on the Environment step and set the environment up again.</source>
        <translation>请在“环境”步骤中把 pip 包 %1 加入“软件包”，然后重新设置环境。</translation>
    </message>
    <message>
        <source>No module on this cluster provides it. Choose “Module + your own venv” on the Environment step and add the pip package %1 to “Packages”.</source>
        <translation>这个集群上没有模块提供它。请在“环境”步骤中选择“模块 + 自己的 venv”，并把 pip 包 %1 加入“软件包”。</translation>
    </message>
    <message>
        <source>Your training script imports %1, which this environment does not have, so the job would stop at that line. %2</source>
        <translation>你的训练脚本导入了 %1，但这个环境中没有它，因此作业会在那一行停止。%2</translation>
    </message>
    <message>
        <source>requirements.txt names %1, which this environment does not have installed. If the script needs them, add them to “Packages” on the Environment step and set the environment up again.</source>
        <translation>requirements.txt 列出了 %1，但这个环境没有安装。如果脚本需要它们，请在“环境”步骤中把它们加入“软件包”，然后重新设置环境。</translation>
    </message>
    <message>
        <source>On the login node: %1 The login node is not the machine your job uses (%2), so check this environment on the cluster with the environment doctor (Review step).</source>
        <translation>在登录节点上：%1 登录节点并不是运行作业的机器（%2），因此请用环境诊断（“审阅”步骤）在集群上检查这个环境。</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>没有到集群的连接。</translation>
    </message>
    <message>
        <source>This computer has no batch scheduler: the doctor checks an environment on a cluster.</source>
        <translation>这台计算机没有批处理调度器：环境诊断检查的是集群上的环境。</translation>
    </message>
    <message>
        <source>The doctor&apos;s folder name %1 is not usable.</source>
        <translation>诊断用的文件夹名 %1 不可用。</translation>
    </message>
    <message>
        <source>The job cannot be composed yet, so there is nothing to check: fix the errors of the job first.</source>
        <translation>作业还无法生成，因此没有可检查的内容：请先修正作业中的错误。</translation>
    </message>
    <message>
        <source>on the debug partition %1, for at most %2</source>
        <translation>在调试分区 %1 上，最长 %2</translation>
    </message>
    <message>
        <source>for at most %1 (this cluster has no debug partition for this job)</source>
        <translation>最长 %1（这个集群没有适合此作业的调试分区）</translation>
    </message>
    <message>
        <source>on the job&apos;s partition %1 for at most %2 (no debug partition fits this job)</source>
        <translation>在作业的分区 %1 上，最长 %2（没有适合此作业的调试分区）</translation>
    </message>
    <message>
        <source>The doctor job could not be composed.</source>
        <translation>无法生成诊断作业。</translation>
    </message>
    <message>
        <source>This cluster has no batch scheduler.</source>
        <translation>这个集群没有批处理调度器。</translation>
    </message>
    <message>
        <source>Preparing the doctor job on %1…</source>
        <translation>正在 %1 上准备诊断作业…</translation>
    </message>
    <message>
        <source>Cancelled before the doctor job was submitted.</source>
        <translation>已在提交诊断作业之前取消。</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster. Create it first, or correct the “Working folder”.</source>
        <translation>工作文件夹 %1 在集群上不存在。请先创建它，或更正“工作文件夹”。</translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on the cluster. Choose a folder of your own.</source>
        <translation>你无法写入集群上的工作文件夹 %1。请选择一个属于你自己的文件夹。</translation>
    </message>
    <message>
        <source>Could not prepare the doctor job on %1: %2</source>
        <translation>无法在 %1 上准备诊断作业：%2</translation>
    </message>
    <message>
        <source>Could not write the doctor job&apos;s script: %1</source>
        <translation>无法写入诊断作业的脚本：%1</translation>
    </message>
    <message>
        <source>Submitting the doctor job %1…</source>
        <translation>正在提交诊断作业 %1…</translation>
    </message>
    <message>
        <source>The doctor job was not accepted: %1</source>
        <translation>诊断作业未被接受：%1</translation>
    </message>
    <message>
        <source>Doctor job %1 submitted; waiting in the queue…</source>
        <translation>诊断作业 %1 已提交，正在队列中等待…</translation>
    </message>
    <message>
        <source>Doctor job %1 is waiting in the queue%2…</source>
        <translation>诊断作业 %1 正在队列中等待%2…</translation>
    </message>
    <message>
        <source>Doctor job %1 is running%2…</source>
        <translation>诊断作业 %1 正在运行%2…</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation>（在 %1 上）</translation>
    </message>
    <message>
        <source>Reading the doctor job&apos;s report…</source>
        <translation>正在读取诊断作业的报告…</translation>
    </message>
    <message>
        <source>The doctor job ended (%1) without a log to read.</source>
        <translation>诊断作业已结束（%1），但没有可读取的日志。</translation>
    </message>
    <message>
        <source>The doctor job ended as %1 before it could report. %2</source>
        <translation>诊断作业以 %1 状态结束，未能给出报告。%2</translation>
    </message>
    <message>
        <source>Cancelling doctor job %1…</source>
        <translation>正在取消诊断作业 %1…</translation>
    </message>
    <message>
        <source>Cancelled: doctor job %1 was stopped.</source>
        <translation>已取消：诊断作业 %1 已停止。</translation>
    </message>
    <message>
        <source>Cancelling doctor job %1 did not work: %2</source>
        <translation>取消诊断作业 %1 未成功：%2</translation>
    </message>
    <message>
        <source>The training script %1 could not be read (%2), so its imports were not checked.</source>
        <translation>无法读取训练脚本 %1（%2），因此未检查其导入。</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <source>requirements.txt could not be read (%1).</source>
        <translation>无法读取 requirements.txt（%1）。</translation>
    </message>
    <message>
        <source>This line of requirements.txt names no package Slipway can check: %1</source>
        <translation>requirements.txt 的这一行没有 Slipway 能检查的包名：%1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>未连接</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <source>Checking the server&apos;s identity…</source>
        <translation>正在核实服务器身份…</translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation>正在登录…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>连接已断开，正在重新连接…</translation>
    </message>
    <message>
        <source>Could not connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>Load the cluster&apos;s own modules (for example PyTorch) in the job. Nothing to install: the simplest choice when the site has a PyTorch module that has what your script imports.</source>
        <translation>在作业中加载集群自带的模块（例如 PyTorch）。无需安装任何东西：当站点提供的 PyTorch 模块已包含脚本需要导入的一切时，这是最简单的选择。</translation>
    </message>
    <message>
        <source>Load a Python or PyTorch module, then use your own virtual environment made on top of it (once, on the login node) for the extra packages your script needs. torch still comes from the module.</source>
        <translation>加载 Python 或 PyTorch 模块，再在其上使用你自己的虚拟环境（在登录节点上创建一次），安装脚本需要的额外软件包。torch 仍然来自模块。</translation>
    </message>
    <message>
        <source>Every job builds a fresh virtual environment on the compute node&apos;s local disk from the site&apos;s own collection of ready-built Python packages (the &quot;wheelhouse&quot; of the Alliance clusters, installed with pip --no-index). Fast and reproducible; nothing to set up beforehand.</source>
        <translation>每个作业都会在计算节点的本地磁盘上，用站点自己预先构建好的 Python 软件包（Alliance 集群的 &quot;wheelhouse&quot;，用 pip --no-index 安装）新建一个虚拟环境。快速且可复现；无需事先设置。</translation>
    </message>
    <message>
        <source>Use a conda environment, created once on the login node. Good when you need packages pip cannot install.</source>
        <translation>使用 conda 环境，在登录节点上创建一次。适合需要 pip 无法安装的软件包的情况。</translation>
    </message>
    <message>
        <source>Run your script inside an Apptainer/Singularity image (with --nv so it sees the GPUs). The image brings its own Python and torch.</source>
        <translation type="vanished">在 Apptainer/Singularity 镜像中运行脚本（使用 --nv 以便看到 GPU）。镜像自带 Python 和 torch。</translation>
    </message>
    <message>
        <source>Use whatever python3 the compute node has on its PATH. Only for scripts that need nothing beyond the system&apos;s Python.</source>
        <translation>使用计算节点 PATH 中的 python3。仅适用于除系统 Python 之外什么都不需要的脚本。</translation>
    </message>
    <message>
        <source>module</source>
        <translation>模块</translation>
    </message>
    <message>
        <source>conda</source>
        <translation>conda</translation>
    </message>
    <message>
        <source>venv</source>
        <translation>venv</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>没有可保存的图表。</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>无法启动 PDF 输出</translation>
    </message>
    <message>
        <source>The script stopped %1 without output.</source>
        <translation>脚本%1停止，没有任何输出。</translation>
    </message>
    <message numerus="yes">
        <source>The script stopped with an error %1 after %n finished step(s): %2</source>
        <translation>
            <numerusform>脚本%1在完成 %n 步后出错停止：%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the error the script printed (the full output is in its log), then run the ladder again.</source>
        <translation>请修正脚本打印出的错误（完整输出在其日志中），然后再次运行阶梯测试。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) %1, %2 s per step, peak memory %3 MB%4.</source>
        <translation>
            <numerusform>%1运行了 %n 步，每步 %2 秒，内存峰值 %3 MB%4。</numerusform>
        </translation>
    </message>
    <message>
        <source> (GPU %1 MB)</source>
        <translation>（GPU %1 MB）</translation>
    </message>
    <message numerus="yes">
        <source>The script ran %1 (%n finished step(s) seen, too few to time a step), peak memory %2 MB.</source>
        <translation>
            <numerusform>脚本%1运行了（只完成了 %n 步，太少，无法测出每步用时），内存峰值 %2 MB。</numerusform>
        </translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>在这台计算机上</translation>
    </message>
    <message>
        <source>One short debug job</source>
        <translation>一个短的调试作业</translation>
    </message>
    <message>
        <source>Two ranks together (DDP)</source>
        <translation>两个 rank 协同（DDP）</translation>
    </message>
    <message>
        <source>No step time was measured, so the time limit stays as it is.</source>
        <translation>没有测出每步用时，因此时间限制保持不变。</translation>
    </message>
    <message>
        <source>Time limit %1: %2 steps × %3 s per step (measured by “%4”), plus 20 % and 10 minutes.</source>
        <translation>时间限制 %1：%2 步 × 每步 %3 秒（由“%4”测得），再加 20 % 和 10 分钟。</translation>
    </message>
    <message>
        <source>Give the number of steps of the full run to get a time limit from the measured %1 s per step.</source>
        <translation>请填写完整运行的步数，以便根据测得的每步 %1 秒算出时间限制。</translation>
    </message>
    <message>
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %4 process(es) per node, plus 50 %.</source>
        <translation type="vanished">每节点内存 %1：“%3”测得的每进程峰值 %2 MB × 每节点 %4 个进程，再加 50 %。</translation>
    </message>
    <message>
        <source>The job cannot be composed yet: fix the errors of the job first.</source>
        <translation>暂时无法生成作业：请先修正作业中的错误。</translation>
    </message>
    <message>
        <source>The run is not distributed with DDP, so there is no two-rank rung.</source>
        <translation>这次运行没有用 DDP 分布式训练，因此没有双 rank 这一级。</translation>
    </message>
    <message>
        <source>The local rung runs on this computer, not in a job.</source>
        <translation>本地这一级在这台计算机上运行，不在作业中运行。</translation>
    </message>
    <message>
        <source>This rung&apos;s job could not be composed: %1</source>
        <translation>无法生成这一级的作业：%1</translation>
    </message>
    <message>
        <source>on the partition %1 for at most %2 (no debug partition fits)</source>
        <translation>在分区 %1 上，最长 %2（没有合适的调试分区）</translation>
    </message>
    <message>
        <source>Not run: the ladder was cancelled.</source>
        <translation>未运行：阶梯测试已取消。</translation>
    </message>
    <message>
        <source>Skipped, as asked.</source>
        <translation>已按要求跳过。</translation>
    </message>
    <message>
        <source>Skipped: the project is not on this computer.</source>
        <translation>已跳过：项目不在这台计算机上。</translation>
    </message>
    <message>
        <source>Looking for a Python with torch on this computer…</source>
        <translation>正在这台计算机上查找装有 torch 的 Python…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Skipped: no Python with torch was found on this computer (%1). The LibTorch smoke test (slipwayctl smoke, or the Local page) checks an exported model here instead.</source>
        <translation type="vanished">已跳过：在这台计算机上没有找到装有 torch 的 Python（%1）。可改用 LibTorch 冒烟测试（slipwayctl smoke 或“本地”页面）在本机检查导出的模型。</translation>
    </message>
    <message>
        <source>Skipped: no temporary folder could be written.</source>
        <translation>已跳过：无法写入临时文件夹。</translation>
    </message>
    <message>
        <source>Cancelled: the script was stopped.</source>
        <translation>已取消：脚本已停止。</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>在这台计算机上</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>这台计算机</translation>
    </message>
    <message>
        <source>Running %1 for a few steps on this computer…</source>
        <translation>正在这台计算机上运行 %1 几步…</translation>
    </message>
    <message>
        <source>Skipped: there is no connection to the cluster.</source>
        <translation>已跳过：没有连接到集群。</translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler.</source>
        <translation>已跳过：这台计算机没有批处理调度器。</translation>
    </message>
    <message>
        <source>Preparing “%1” %2…</source>
        <translation>正在准备“%1”%2…</translation>
    </message>
    <message>
        <source>Cancelled before the job was submitted.</source>
        <translation>在提交作业之前已取消。</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster.</source>
        <translation>工作文件夹 %1 在集群上不存在。</translation>
    </message>
    <message>
        <source>Could not prepare the job: %1</source>
        <translation>无法准备作业：%1</translation>
    </message>
    <message>
        <source>Could not write the job&apos;s script: %1</source>
        <translation>无法写入作业脚本：%1</translation>
    </message>
    <message>
        <source>The job was not accepted: %1</source>
        <translation>作业未被接受：%1</translation>
    </message>
    <message>
        <source>“%1”: job %2 submitted; waiting in the queue…</source>
        <translation>“%1”：作业 %2 已提交，正在队列中等待…</translation>
    </message>
    <message>
        <source>“%1”: job %2 is waiting in the queue…</source>
        <translation>“%1”：作业 %2 正在队列中等待…</translation>
    </message>
    <message>
        <source>“%1”: job %2 is running on %3…</source>
        <translation>“%1”：作业 %2 正在 %3 上运行…</translation>
    </message>
    <message>
        <source>in job %1</source>
        <translation>在作业 %1 中</translation>
    </message>
    <message>
        <source>Job %1 ended as %2. %3</source>
        <translation>作业 %1 结束，状态为 %2。%3</translation>
    </message>
    <message>
        <source>Read the job&apos;s log (%1 in the working folder) for the first error.</source>
        <translation>请查看作业日志（工作文件夹中的 %1），找到第一个错误。</translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation>正在取消作业 %1…</translation>
    </message>
    <message>
        <source>Cancelled: job %1 was stopped.</source>
        <translation>已取消：作业 %1 已停止。</translation>
    </message>
    <message>
        <source>Cancelling job %1 did not work: %2</source>
        <translation>取消作业 %1 失败：%2</translation>
    </message>
    <message>
        <source>Run your script inside a container image with the cluster&apos;s container tool (Apptainer, Singularity or Charliecloud). The image brings its own Python and torch.</source>
        <translation>用集群的容器工具（Apptainer、Singularity 或 Charliecloud）在容器镜像中运行脚本。镜像自带 Python 和 torch。</translation>
    </message>
    <message numerus="yes">
        <source>torch sees the %n GPU(s) the job asked for.</source>
        <translation>
            <numerusform>torch 能看到作业申请的 %n 个 GPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %1).</source>
        <translation>
            <numerusform>作业申请了 %n 个 GPU，但这个 torch 构建时未启用 CUDA，因此无法使用它们（调度器分配了 %1）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s) but got none.</source>
        <translation>
            <numerusform>作业申请了 %n 个 GPU，但一个也没有得到。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but torch sees %1.</source>
        <translation>
            <numerusform>作业申请了 %n 个 GPU，但 torch 只看到 %1 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n CPU(s) per task.</source>
        <translation>
            <numerusform>作业每个任务有 %n 个 CPU。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 per task for the script&apos;s %n DataLoader worker(s).</source>
        <translation>
            <numerusform>每任务 %1，供脚本的 %n 个 DataLoader 工作进程使用。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n 个 CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The script starts %n DataLoader worker(s), but the job has %1 per task, so they would share CPUs and slow each other.</source>
        <translation>
            <numerusform>脚本启动了 %n 个 DataLoader 工作进程，但作业每个任务只有 %1，它们会争用 CPU，互相拖慢。</numerusform>
        </translation>
    </message>
    <message>
        <source>Only LibTorch&apos;s time for the exported model was measured, not your script&apos;s, so the time limit stays as it is.</source>
        <translation>只测量了 LibTorch 运行导出模型的时间，而不是您的脚本的时间，因此时间限制保持不变。</translation>
    </message>
    <message>
        <source>No Python with torch was found on this computer (%1).</source>
        <translation>在这台计算机上没有找到带 torch 的 Python（%1）。</translation>
    </message>
    <message>
        <source>on this computer (two ranks, torchrun)</source>
        <translation>在这台计算机上（两个进程，torchrun）</translation>
    </message>
    <message>
        <source>Running %1 for a few steps on this computer as two ranks under torchrun…</source>
        <translation>正在这台计算机上以 torchrun 下的两个进程运行 %1 几步…</translation>
    </message>
    <message>
        <source>Skipped: %1 The LibTorch smoke test needs the model exported as TorchScript, and there is no %2. Install PyTorch for that Python, or save the model with torch.jit.script(model).save(&quot;model.pt&quot;) in the project folder, then run the ladder again.</source>
        <translation>已跳过：%1 LibTorch 冒烟测试需要导出为 TorchScript 的模型，但没有 %2。请为该 Python 安装 PyTorch，或用 torch.jit.script(model).save(&quot;model.pt&quot;) 把模型保存到项目文件夹，然后重新运行阶梯。</translation>
    </message>
    <message>
        <source>The model&apos;s input shape is not usable: %1</source>
        <translation>模型的输入形状不可用：%1</translation>
    </message>
    <message>
        <source>Give the shape of one sample without the batch dimension, such as 1x28x28.</source>
        <translation>请给出单个样本的形状（不含批次维度），例如 1x28x28。</translation>
    </message>
    <message>
        <source>LibTorch smoke test of %1: step %2 of %3, loss %4…</source>
        <translation>%1 的 LibTorch 冒烟测试：第 %2 步，共 %3 步，损失 %4…</translation>
    </message>
    <message>
        <source>%1 Running the LibTorch smoke test of %2 instead…</source>
        <translation>%1 改为运行 %2 的 LibTorch 冒烟测试…</translation>
    </message>
    <message>
        <source>this computer (LibTorch)</source>
        <translation>这台计算机（LibTorch）</translation>
    </message>
    <message>
        <source>Skipped: no Python with torch was found on this computer, and the LibTorch smoke test cannot run: %1</source>
        <translation>已跳过：在这台计算机上没有找到带 torch 的 Python，且 LibTorch 冒烟测试无法运行：%1</translation>
    </message>
    <message>
        <source>Cancelled: the LibTorch smoke test of %1 was stopped.</source>
        <translation>已取消：%1 的 LibTorch 冒烟测试已停止。</translation>
    </message>
    <message>
        <source>The LibTorch smoke test of %1 failed: %2</source>
        <translation>%1 的 LibTorch 冒烟测试失败：%2</translation>
    </message>
    <message>
        <source>The LibTorch smoke test of %1 failed: the loss did not fall while training on one fixed batch.</source>
        <translation>%1 的 LibTorch 冒烟测试失败：在一个固定批次上训练时损失没有下降。</translation>
    </message>
    <message>
        <source>Run slipwayctl smoke --model %1 (or the Local page) for the full report, fix the model, export it again and run the ladder again.</source>
        <translation>运行 slipwayctl smoke --model %1（或使用“本地”页面）查看完整报告，修正模型，重新导出后再运行阶梯。</translation>
    </message>
    <message numerus="yes">
        <source>No Python with torch here, so LibTorch trained the exported %1 instead: %n step(s) on one fixed batch of %2, %3 s per step, the loss fell from %4 to %5, peak memory %6 MB. This checks the model, not the script; its times are not used for the full run.</source>
        <translation>
            <numerusform>这里没有带 torch 的 Python，因此改由 LibTorch 训练导出的 %1：在一个大小为 %2 的固定批次上训练 %n 步，每步 %3 秒，损失从 %4 降到 %5，峰值内存 %6 MB。这检查的是模型而不是脚本；其时间不用于完整运行。</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler to run a debug job; choose a cluster to run this step.</source>
        <translation>已跳过：这台计算机没有批处理调度器，无法运行调试作业；请选择一个集群来运行这一步。</translation>
    </message>
    <message numerus="yes">
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %n process(es) per node, plus 50 %.</source>
        <translation>
            <numerusform>每节点内存 %1：“%3”测得的每进程峰值 %2 MB × 每节点 %n 个进程，再加 50 %。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be started in %2: %3</source>
        <translation>无法在 %2 中启动 %1：%3</translation>
    </message>
    <message>
        <source>Skipped: the script needs a GPU that torch cannot use on this computer (it said: %1). The jobs on the cluster run it on GPUs.</source>
        <translation>已跳过：脚本需要 GPU，但 torch 在这台计算机上无法使用 GPU（它的输出：%1）。集群上的作业会在 GPU 上运行它。</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), but the job asks for none. Ask for GPUs under Resources, or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation type="vanished">脚本需要 GPU（它的输出：%1），但作业没有申请 GPU。请在“资源”中申请 GPU，或让脚本在 torch.cuda.is_available() 为 False 时使用 CPU。</translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler to run a two-rank job; choose a cluster to run this step.</source>
        <translation>已跳过：这台计算机没有批处理调度器，无法运行双进程作业；请选择一个集群来运行这一步。</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), but the job asks for none. Ask for GPUs (the Resources step, or gpus_per_node in the job spec), or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation>脚本需要 GPU（它的输出：%1），但作业没有申请 GPU。请申请 GPU（在“资源”步骤中，或在作业描述中设置 gpus_per_node），或让脚本在 torch.cuda.is_available() 为 False 时使用 CPU。</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), and torch cannot use one on this computer. Choose a cluster with GPUs, or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation>脚本需要 GPU（它的输出：%1），但 torch 在这台计算机上无法使用 GPU。请选择有 GPU 的集群，或让脚本在 torch.cuda.is_available() 为 False 时使用 CPU。</translation>
    </message>
    <message>
        <source>Job %1 has ended (the scheduler no longer knows how). %2</source>
        <translation>作业 %1 已结束（调度器已不知道结束方式）。%2</translation>
    </message>
</context>
<context>
    <name>advicerules</name>
    <message>
        <source>For a small model, several CPUs are usually the better choice: a GPU gives little speed-up and sits mostly idle (multi-cpu).</source>
        <translation>对于小模型，多个 CPU 通常是更好的选择：GPU 带来的加速很少，而且大部分时间闲置（multi-cpu）。</translation>
    </message>
    <message>
        <source>%1 GPUs need torch %2 or newer; make sure the environment has it.</source>
        <translation>%1 GPU 需要 torch %2 或更高版本；请确保环境中有它。</translation>
    </message>
    <message>
        <source>torch %1 does not run on %2 GPUs; %3 or newer is required.</source>
        <translation>torch %1 无法在 %2 GPU 上运行；需要 %3 或更高版本。</translation>
    </message>
    <message>
        <source>Compute nodes of %1 have no internet: download datasets and pretrained weights on the login node before the job (a download inside the job fails).</source>
        <translation>%1 的计算节点无法访问互联网：请在作业开始前在登录节点上下载数据集和预训练权重（在作业中下载会失败）。</translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy; the script sets it.</source>
        <translation>计算节点只能通过站点的代理访问互联网；脚本会设置代理。</translation>
    </message>
    <message>
        <source>The script is given %1 DataLoader workers but each task has %2 CPU core(s); use num_workers = “CPUs per task” (%2).</source>
        <translation type="vanished">脚本设置了 %1 个 DataLoader 工作进程，但每个任务只有 %2 个 CPU 核心；请使用 num_workers =“每任务 CPU 数”（%2）。</translation>
    </message>
    <message>
        <source>Give the DataLoader as many workers as each task has CPU cores (num_workers=%1).</source>
        <translation>让 DataLoader 的工作进程数与每个任务的 CPU 核心数相同（num_workers=%1）。</translation>
    </message>
    <message>
        <source>Plain model parallelism splits a model that does not fit on one GPU; it does not make training faster. Use pipeline parallelism or DDP if speed is the goal.</source>
        <translation>普通的模型并行用于拆分单个 GPU 放不下的模型；它不会让训练变快。如果目标是速度，请使用流水线并行或 DDP。</translation>
    </message>
    <message numerus="yes">
        <source>The script is given %1 DataLoader workers but each task has %n CPU core(s); use num_workers = “CPUs per task” (%n).</source>
        <translation>
            <numerusform>脚本设置了 %1 个 DataLoader 工作进程，但每个任务只有 %n 个 CPU 核心；请使用 num_workers =“每任务 CPU 数”（%n）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>archivelisting</name>
    <message>
        <source>The archive&apos;s list of files could not be read.</source>
        <translation>无法读取压缩包的文件列表。</translation>
    </message>
    <message>
        <source>The archive holds a link, %1, to %2, outside the folder it is unpacked into.</source>
        <translation>压缩包中有一个链接 %1，指向 %2，位于解压目标文件夹之外。</translation>
    </message>
    <message>
        <source>The archive holds a link with a path that leads out of the folder: %1.</source>
        <translation>压缩包中有一个链接，其路径会跳出文件夹：%1。</translation>
    </message>
    <message>
        <source>The archive holds a member without a name.</source>
        <translation>压缩包中有一个没有名称的成员。</translation>
    </message>
    <message>
        <source>The archive holds a file with an absolute path, %1: unpacking it would write outside the chosen folder.</source>
        <translation>压缩包中有一个使用绝对路径的文件 %1：解压它会写到所选文件夹之外。</translation>
    </message>
    <message>
        <source>The archive holds a file whose path climbs out with &quot;..&quot;, %1: unpacking it would write outside the chosen folder.</source>
        <translation>压缩包中有一个路径用 &quot;..&quot; 向上跳出的文件 %1：解压它会写到所选文件夹之外。</translation>
    </message>
    <message>
        <source>The archive writes %1 through the link %2: unpacking it could write outside the chosen folder.</source>
        <translation>压缩包会通过链接 %2 写入 %1：解压它可能会写到所选文件夹之外。</translation>
    </message>
    <message>
        <source>The archive holds a device or pipe, %1; Slipway unpacks only files, folders and links.</source>
        <translation>压缩包中有设备文件或管道 %1；Slipway 只解压文件、文件夹和链接。</translation>
    </message>
    <message>
        <source>The archive holds a hard link, %1, to %2, which is not one of its own files.</source>
        <translation>压缩包中有一个硬链接 %1，指向 %2，而后者不是压缩包自己的文件。</translation>
    </message>
</context>
<context>
    <name>cachefolders</name>
    <message>
        <source>Hugging Face models and datasets</source>
        <translation>Hugging Face 模型和数据集</translation>
    </message>
    <message>
        <source>Pretrained weights from torchvision and PyTorch Hub</source>
        <translation>来自 torchvision 和 PyTorch Hub 的预训练权重</translation>
    </message>
    <message>
        <source>Kernels compiled by torch.compile (Triton)</source>
        <translation>torch.compile（Triton）编译的内核</translation>
    </message>
    <message>
        <source>Other programs&apos; caches</source>
        <translation>其他程序的缓存</translation>
    </message>
    <message>
        <source>%1 go to %2 instead of your home folder, so they do not fill its quota.</source>
        <translation>%1 会存到 %2，而不是你的主文件夹，以免占满其配额。</translation>
    </message>
</context>
<context>
    <name>cobaltparser</name>
    <message>
        <source>Waiting for another job it depends on.</source>
        <translation>正在等待它所依赖的另一个作业。</translation>
    </message>
    <message>
        <source>A job it depends on failed, so Cobalt will not start it. Delete it with qdel and submit it again.</source>
        <translation>它所依赖的一个作业失败了，因此 Cobalt 不会启动它。请用 qdel 删除它，然后重新提交。</translation>
    </message>
    <message>
        <source>The job is on hold (user_hold); release it with qrls.</source>
        <translation>作业处于挂起状态（user_hold）；请用 qrls 释放它。</translation>
    </message>
    <message>
        <source>The job is on hold (%1); ask the site.</source>
        <translation>作业处于挂起状态（%1）；请咨询站点。</translation>
    </message>
</context>
<context>
    <name>cobaltscheduler</name>
    <message>
        <source>Cobalt refuses the job. Cobalt says: </source>
        <translation>Cobalt 拒绝了该作业。Cobalt 的说明：</translation>
    </message>
</context>
<context>
    <name>commandrunner</name>
    <message>
        <source>Could not start %1: %2</source>
        <translation>无法启动 %1：%2</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>%1 上的命令已取消。</translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation>%1 上的命令在 %2 秒内没有完成，已被停止。</translation>
    </message>
    <message>
        <source>The command on %1 was killed.</source>
        <translation>%1 上的命令被终止了。</translation>
    </message>
</context>
<context>
    <name>connectionstore</name>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); saved connections are not shown.</source>
        <translation>%1 已损坏（%2）；不显示已保存的连接。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>efficiency</name>
    <message>
        <source>The job was stopped because it needed more memory than it asked for (%1 per node). Ask for more memory, or use smaller batches.</source>
        <translation>作业因需要的内存超过申请量（每节点 %1）而被停止。请申请更多内存，或使用更小的批量。</translation>
    </message>
    <message>
        <source>The job reached its time limit (%1) and was stopped. Ask for more time, or save checkpoints so that a new job can carry on where this one stopped.</source>
        <translation>作业达到了时间限制（%1），已被停止。请申请更多时间，或保存检查点，以便新作业能从这个作业停止的地方继续。</translation>
    </message>
    <message>
        <source>A compute node failed while the job ran. This was not caused by your script: submit it again.</source>
        <translation>作业运行期间有一个计算节点发生故障。这不是你的脚本造成的：请重新提交。</translation>
    </message>
    <message>
        <source>A compute node could not start for the job. This was not caused by your script: submit it again.</source>
        <translation>有一个计算节点无法为该作业启动。这不是你的脚本造成的：请重新提交。</translation>
    </message>
    <message>
        <source>The job was stopped to make room for a job with higher priority. Submit it again; checkpoints let it carry on.</source>
        <translation>作业被停止，以便为优先级更高的作业腾出资源。请重新提交；有检查点的话可以继续运行。</translation>
    </message>
    <message>
        <source>The job&apos;s program was ended by signal %1. Look at the last lines of its log.</source>
        <translation>作业的程序被信号 %1 终止。请查看其日志的最后几行。</translation>
    </message>
    <message>
        <source>The job&apos;s script ended with exit status %1. Look at the last lines of its log.</source>
        <translation>作业脚本以退出状态 %1 结束。请查看其日志的最后几行。</translation>
    </message>
    <message>
        <source>The job was cancelled before it finished.</source>
        <translation>作业在完成之前被取消了。</translation>
    </message>
    <message>
        <source>Used all of the %1 you asked for: the run needs more. Ask for %2 next time, or save checkpoints.</source>
        <translation>用完了申请的全部 %1：这次运行需要更多。下次请申请 %2，或保存检查点。</translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3): ask for %4 next time; shorter jobs start sooner.</source>
        <translation>用了申请时间的 %1（%3 中的 %2）：下次请申请 %4；较短的作业会更早开始。</translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3).</source>
        <translation>用了申请时间的 %1（%3 中的 %2）。</translation>
    </message>
    <message>
        <source>Ran out of the %1 per node it asked for: ask for %2 next time.</source>
        <translation>用完了每节点申请的 %1：下次请申请 %2。</translation>
    </message>
    <message>
        <source>Peak memory %1 of %2%3.</source>
        <translation>内存峰值 %1，申请量 %2%3。</translation>
    </message>
    <message>
        <source> Ask for %1 next time.</source>
        <translation>下次请申请 %1。</translation>
    </message>
    <message>
        <source>The %1 CPUs were busy %2 of the time.</source>
        <translation>%1 个 CPU 在 %2 的时间里处于忙碌状态。</translation>
    </message>
    <message>
        <source>The CPU was busy %1 of the time.</source>
        <translation>CPU 在 %1 的时间里处于忙碌状态。</translation>
    </message>
    <message>
        <source> %1 CPUs per node would do.</source>
        <translation>每节点 %1 个 CPU 就足够了。</translation>
    </message>
    <message>
        <source>GPU use was not sampled while the job ran.</source>
        <translation>作业运行期间未采样 GPU 使用情况。</translation>
    </message>
    <message>
        <source>The GPUs were almost idle (%1 on average over %2 samples): check that the model and the data are moved to the GPU, and that data loading keeps up.</source>
        <translation>GPU 几乎处于闲置状态（%2 次采样平均 %1）：请检查模型和数据是否已移到 GPU 上，以及数据加载是否跟得上。</translation>
    </message>
    <message>
        <source>The GPUs were busy %1 of the time on average (%2 samples).</source>
        <translation>GPU 平均有 %1 的时间处于忙碌状态（%2 次采样）。</translation>
    </message>
    <message>
        <source>%1 (more than this run had)</source>
        <translation>%1（超过这次运行所拥有的）</translation>
    </message>
    <message>
        <source>%1 (%2 % above what this run used)</source>
        <translation>%1（比这次运行的用量高 %2 %）</translation>
    </message>
</context>
<context>
    <name>efficiencyfetch</name>
    <message>
        <source>&quot;%1&quot; is not a Slurm job id.</source>
        <translation>&quot;%1&quot; 不是 Slurm 作业 ID。</translation>
    </message>
    <message>
        <source>Slurm&apos;s accounting on %1 has no record of job %2%3</source>
        <translation>%1 上的 Slurm 记账系统中没有作业 %2 的记录%3</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
</context>
<context>
    <name>environmentdiscovery</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>没有到集群的连接。</translation>
    </message>
</context>
<context>
    <name>environmentrecipe</name>
    <message>
        <source>Make the site&apos;s extra module folder %1 visible.</source>
        <translation>让站点额外的模块文件夹 %1 可见。</translation>
    </message>
    <message>
        <source>Load the software modules: %1.</source>
        <translation>加载软件模块：%1。</translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a batch script.</source>
        <translation>让 &apos;conda activate&apos; 能在批处理脚本中使用。</translation>
    </message>
    <message>
        <source>Activate the conda environment in %1.</source>
        <translation>激活位于 %1 的 conda 环境。</translation>
    </message>
    <message>
        <source>Activate the conda environment named %1.</source>
        <translation>激活名为 %1 的 conda 环境。</translation>
    </message>
    <message>
        <source>Activate the virtual environment made once on the login node (see the set-up script).</source>
        <translation>激活在登录节点上创建过一次的虚拟环境（见设置脚本）。</translation>
    </message>
    <message>
        <source>Use that environment here and in the job steps.</source>
        <translation>在这里和各个作业步骤中使用该环境。</translation>
    </message>
    <message>
        <source>Create a fresh environment on the node&apos;s local disk (rebuilt in every job; fast, no quota).</source>
        <translation>在节点的本地磁盘上新建一个环境（每个作业都重新构建；速度快，不占配额）。</translation>
    </message>
    <message>
        <source>Install %1 from the site&apos;s wheelhouse (its own collection of packages built for this cluster).</source>
        <translation>从站点的 wheelhouse（为这个集群构建的软件包集合）安装 %1。</translation>
    </message>
    <message>
        <source>Run with bash.</source>
        <translation>用 bash 运行。</translation>
    </message>
    <message>
        <source>What this script is for.</source>
        <translation>这个脚本的用途。</translation>
    </message>
    <message>
        <source>Stop at the first command that fails.</source>
        <translation>在第一条失败的命令处停止。</translation>
    </message>
    <message>
        <source>Make the folder that holds the environment.</source>
        <translation>创建存放环境的文件夹。</translation>
    </message>
    <message>
        <source>Create the venv once, on top of the module&apos;s Python, so the site&apos;s PyTorch stays visible.</source>
        <translation>在模块的 Python 之上创建一次 venv，使站点的 PyTorch 仍然可见。</translation>
    </message>
    <message>
        <source>Install the extra packages into the venv.</source>
        <translation>把额外的软件包安装到 venv 中。</translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a script.</source>
        <translation>让 &apos;conda activate&apos; 能在脚本中使用。</translation>
    </message>
    <message>
        <source>Create the conda environment once.</source>
        <translation>创建一次 conda 环境。</translation>
    </message>
    <message>
        <source>Install the packages into it.</source>
        <translation>把软件包安装到其中。</translation>
    </message>
    <message>
        <source>Check that PyTorch works and say whether it can use GPUs.</source>
        <translation>检查 PyTorch 是否可用，并报告它能否使用 GPU。</translation>
    </message>
    <message>
        <source>Activate it.</source>
        <translation>激活它。</translation>
    </message>
    <message>
        <source>Charliecloud shows the container your home folder at /home/$USER: the job starts in the same folder there (and stops here when it runs outside the home folder).</source>
        <translation>Charliecloud 在容器中把你的主文件夹显示为 /home/$USER：作业在那里的同一文件夹中启动（如果在主文件夹之外运行，作业会在这一步停止）。</translation>
    </message>
</context>
<context>
    <name>environmentsetup</name>
    <message>
        <source>The environment has no folder; say where it should go.</source>
        <translation>该环境没有文件夹；请指定它应放在哪里。</translation>
    </message>
    <message>
        <source>Slipway will not create an environment in %1 on %2: %3. Choose another folder%4.</source>
        <translation>Slipway 不会在 %2 上的 %1 中创建环境：%3。请选择另一个文件夹%4。</translation>
    </message>
    <message>
        <source>This environment needs no set-up on the login node.</source>
        <translation>这个环境不需要在登录节点上设置。</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>没有到集群的连接。</translation>
    </message>
    <message>
        <source>The set-up was cancelled; the environment may be half made. Run the set-up again to finish it.</source>
        <translation>设置已取消；环境可能只创建了一半。请再次运行设置以完成它。</translation>
    </message>
    <message>
        <source>The environment is ready.</source>
        <translation>环境已就绪。</translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation>设置没有完成：%1</translation>
    </message>
    <message>
        <source>The set-up failed (exit status %1)%2</source>
        <translation>设置失败（退出状态 %1）%2</translation>
    </message>
</context>
<context>
    <name>eventfilereader</name>
    <message>
        <source>The record&apos;s checksums match but it is not a TensorBoard event; it was skipped.</source>
        <translation>该记录的校验和匹配，但它不是 TensorBoard 事件；已跳过。</translation>
    </message>
    <message>
        <source>Some tag names in this file are not valid UTF-8 text; their invalid bytes are shown as �.</source>
        <translation>该文件中有些标签名不是有效的 UTF-8 文本；其中无效的字节显示为 �。</translation>
    </message>
    <message>
        <source>Cannot open the event file: %1</source>
        <translation>无法打开事件文件：%1</translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than the rest of the file holds, yet complete records follow it at byte %2: its length field is wrong (damaged or forged); %3 bytes were skipped.</source>
        <translation>该记录声称有 %1 字节，超过文件剩余的长度，但在第 %2 字节处仍有完整的记录：其长度字段有误（已损坏或被篡改）；跳过了 %3 字节。</translation>
    </message>
    <message>
        <source>The record&apos;s contents do not match their checksum (damaged data); it was skipped.</source>
        <translation>该记录的内容与其校验和不符（数据已损坏）；已跳过。</translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than any event holds; looking for the next valid record.</source>
        <translation>该记录声称有 %1 字节，超过任何事件的大小；正在寻找下一条有效记录。</translation>
    </message>
    <message>
        <source>The record&apos;s length field does not match its checksum (damaged or not an event file); looking for the next valid record.</source>
        <translation>该记录的长度字段与其校验和不符（已损坏或不是事件文件）；正在寻找下一条有效记录。</translation>
    </message>
    <message>
        <source>No valid record in %1 bytes: this does not look like a TensorBoard event file.</source>
        <translation>在 %1 字节中没有有效记录：这看起来不是 TensorBoard 事件文件。</translation>
    </message>
</context>
<context>
    <name>eventfilewriter</name>
    <message>
        <source>No log folder was given for the event file.</source>
        <translation>没有为事件文件指定日志文件夹。</translation>
    </message>
    <message>
        <source>Cannot create the log folder %1.</source>
        <translation>无法创建日志文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot create the event file %1: %2</source>
        <translation>无法创建事件文件 %1：%2</translation>
    </message>
    <message>
        <source>The event file is not open.</source>
        <translation>事件文件未打开。</translation>
    </message>
    <message>
        <source>Cannot write to the event file %1: %2</source>
        <translation>无法写入事件文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>eventmirror</name>
    <message>
        <source>Cannot write the cache index %1: %2</source>
        <translation>无法写入缓存索引 %1：%2</translation>
    </message>
    <message>
        <source>There is no folder or file %1 on %2.</source>
        <translation>%2 上没有文件夹或文件 %1。</translation>
    </message>
    <message>
        <source>No permission to open %1 on %2.</source>
        <translation>没有权限打开 %2 上的 %1。</translation>
    </message>
    <message>
        <source>Listing %1 on %2 gave an answer Slipway does not understand (is GNU find on the login node?).</source>
        <translation>列出 %2 上的 %1 时得到了 Slipway 无法理解的回答（登录节点上有 GNU find 吗？）。</translation>
    </message>
    <message>
        <source>Ignored a listing entry Slipway does not understand: %1</source>
        <translation>忽略了一个 Slipway 无法理解的列表条目：%1</translation>
    </message>
    <message>
        <source>Cannot create the cache folder %1.</source>
        <translation>无法创建缓存文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot write the cached copy %1: %2</source>
        <translation>无法写入缓存副本 %1：%2</translation>
    </message>
    <message>
        <source>The cached copy %1 changed while it was being updated.</source>
        <translation>缓存副本 %1 在更新期间发生了变化。</translation>
    </message>
    <message>
        <source>Cannot put the cached copy %1 in place: %2</source>
        <translation>无法把缓存副本 %1 放到位：%2</translation>
    </message>
    <message>
        <source>Reading %1 on %2 gave an answer Slipway does not understand: %3.</source>
        <translation>读取 %2 上的 %1 时得到了 Slipway 无法理解的回答：%3。</translation>
    </message>
    <message>
        <source>The fetch program sent %1, which it did not list.</source>
        <translation>获取程序发送了 %1，但它并未列出该文件。</translation>
    </message>
    <message>
        <source>Reading %1 on %2 stopped: %3.</source>
        <translation>读取 %2 上的 %1 时中断：%3。</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>与集群的连接已断开。</translation>
    </message>
    <message>
        <source>Reading %1 was stopped.</source>
        <translation>读取 %1 已停止。</translation>
    </message>
    <message>
        <source>Some folders could not be listed: %1</source>
        <translation>有些文件夹无法列出：%1</translation>
    </message>
    <message>
        <source>Listing %1 was stopped.</source>
        <translation>列出 %1 已停止。</translation>
    </message>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation>到集群的连接已关闭。</translation>
    </message>
    <message>
        <source>%1 became shorter while it was read; the next sync fetches it again.</source>
        <translation>%1 在读取时变短了；下次同步会重新获取它。</translation>
    </message>
    <message>
        <source>The sync was cancelled.</source>
        <translation>同步已取消。</translation>
    </message>
</context>
<context>
    <name>examplegallery</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>examples</name>
    <message>
        <source>MNIST CNN with DataParallel</source>
        <translation>使用 DataParallel 的 MNIST CNN</translation>
    </message>
    <message>
        <source>One process that uses all the GPUs of its node: DataParallel splits every batch across them and adds up the gradients. The smallest change to a one-GPU script; no launcher needed.</source>
        <translation>一个进程使用其节点上的所有 GPU：DataParallel 把每个批量拆分到这些 GPU 上，并把梯度相加。对单 GPU 脚本的改动最小；不需要启动器。</translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it.</source>
        <translation>合成的 28x28 图像；当 --data 指向存放 Fashion-MNIST 的文件夹时使用 Fashion-MNIST。</translation>
    </message>
    <message>
        <source>DataParallel on all GPUs of a node</source>
        <translation>在一个节点的所有 GPU 上使用 DataParallel</translation>
    </message>
    <message>
        <source>MNIST CNN with DistributedDataParallel</source>
        <translation>使用 DistributedDataParallel 的 MNIST CNN</translation>
    </message>
    <message>
        <source>One process per GPU (per task on a CPU-only job) with DistributedDataParallel; rank 0 logs to TensorBoard and writes the checkpoint every rank resumes from.</source>
        <translation>使用 DistributedDataParallel，每个 GPU 一个进程（在仅有 CPU 的作业中每个任务一个）；rank 0 向 TensorBoard 记录日志，并写入所有 rank 都从中恢复的检查点。</translation>
    </message>
    <message>
        <source>DDP started by srun (one task per GPU)</source>
        <translation>由 srun 启动的 DDP（每个 GPU 一个任务）</translation>
    </message>
    <message>
        <source>DDP started by torchrun (one per node)</source>
        <translation>由 torchrun 启动的 DDP（每个节点一个）</translation>
    </message>
    <message>
        <source>MNIST CNN with Horovod</source>
        <translation>使用 Horovod 的 MNIST CNN</translation>
    </message>
    <message>
        <source>One rank per GPU started by srun; Horovod averages the gradients after every step. Needs Horovod in the job&apos;s environment (the site&apos;s module); --dry-run checks everything else without it.</source>
        <translation>由 srun 为每个 GPU 启动一个 rank；Horovod 在每一步之后对梯度求平均。作业的环境中需要有 Horovod（站点的模块）；--dry-run 可以在没有它的情况下检查其余的一切。</translation>
    </message>
    <message>
        <source>Horovod (needs Horovod installed)</source>
        <translation>Horovod（需要已安装 Horovod）</translation>
    </message>
    <message>
        <source>MNIST CNN</source>
        <translation>MNIST CNN</translation>
    </message>
    <message>
        <source>The MNIST CNN of PyTorch&apos;s examples, as the centres&apos; PyTorch pages train it first: one process on one device. Logs loss and accuracy to TensorBoard and resumes from its checkpoint.</source>
        <translation>PyTorch 示例中的 MNIST CNN，各中心的 PyTorch 页面首先训练的就是它：在一个设备上运行一个进程。把损失和准确率记录到 TensorBoard，并从其检查点恢复。</translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it (nothing is downloaded by the job).</source>
        <translation>合成的 28x28 图像；当 --data 指向存放 Fashion-MNIST 的文件夹时使用 Fashion-MNIST（作业不会下载任何内容）。</translation>
    </message>
    <message>
        <source>MNIST CNN on the CPU</source>
        <translation>在 CPU 上运行的 MNIST CNN</translation>
    </message>
    <message>
        <source>MNIST CNN on one GPU</source>
        <translation>在一个 GPU 上运行的 MNIST CNN</translation>
    </message>
    <message>
        <source>MNIST CNN split across two GPUs (model parallel)</source>
        <translation>拆分到两个 GPU 上的 MNIST CNN（模型并行）</translation>
    </message>
    <message>
        <source>The network&apos;s convolutional half on the first GPU and its classifier on the second: how a model too large for one GPU trains on two. One process; not faster than one GPU.</source>
        <translation>网络的卷积部分在第一个 GPU 上，分类器在第二个 GPU 上：演示单个 GPU 放不下的模型如何在两个 GPU 上训练。一个进程；不会比一个 GPU 更快。</translation>
    </message>
    <message>
        <source>Model parallel across two GPUs</source>
        <translation>跨两个 GPU 的模型并行</translation>
    </message>
    <message>
        <source>MNIST CNN on many CPU cores</source>
        <translation>在多个 CPU 核心上运行的 MNIST CNN</translation>
    </message>
    <message>
        <source>One process whose convolutions and matrix products use all the cores of the job (OMP_NUM_THREADS). Logs loss and images per second.</source>
        <translation>一个进程，其卷积和矩阵乘法使用作业的所有核心（OMP_NUM_THREADS）。记录损失和每秒处理的图像数。</translation>
    </message>
    <message>
        <source>MNIST CNN as a two-stage pipeline (pipeline parallel)</source>
        <translation>作为两阶段流水线的 MNIST CNN（流水线并行）</translation>
    </message>
    <message>
        <source>The network cut in two across two GPUs, each batch split into micro-batches so that both GPUs work at once (GPipe&apos;s schedule). One process.</source>
        <translation>把网络切成两段放在两个 GPU 上，每个批量拆分成微批量，使两个 GPU 同时工作（GPipe 的调度方式）。一个进程。</translation>
    </message>
    <message>
        <source>Pipeline parallel on two GPUs</source>
        <translation>在两个 GPU 上的流水线并行</translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>At this rate step %1 of %2 when the time limit ends in %3.</source>
        <translation>按这个速度，时间限制在 %3 后结束时将到达第 %1 步（共 %2 步）。</translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2, %3 before the time limit.</source>
        <translation>按这个速度，最后一步（%1）将在 %2 后到达，比时间限制早 %3。</translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2.</source>
        <translation>按这个速度，最后一步（%1）将在 %2 后到达。</translation>
    </message>
</context>
<context>
    <name>gpuuse</name>
    <message>
        <source>MIG %1 (GPU instance %2)</source>
        <translation>MIG %1（GPU 实例 %2）</translation>
    </message>
</context>
<context>
    <name>guiprompter</name>
    <message>
        <source>The window that would ask was closed.</source>
        <translation>本该提问的窗口已关闭。</translation>
    </message>
</context>
<context>
    <name>httpfetcher</name>
    <message>
        <source>Could not write %1 on this computer: %2</source>
        <translation>无法在这台计算机上写入 %1：%2</translation>
    </message>
    <message>
        <source>Could not write the download on this computer: %1</source>
        <translation>无法在这台计算机上写入下载的文件：%1</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>下载失败：%1</translation>
    </message>
</context>
<context>
    <name>inputshapeparser</name>
    <message>
        <source>The input shape is empty. Give the shape of one sample without the batch dimension, e.g. 1x28x28.</source>
        <translation>输入形状为空。请给出单个样本的形状（不含批量维度），例如 1x28x28。</translation>
    </message>
    <message>
        <source>At most 16 inputs are supported, %1 were given.</source>
        <translation>最多支持 16 个输入，给出了 %1 个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty input between separators.</source>
        <translation>&quot;%1&quot; 中两个分隔符之间有一个空的输入。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 dimensions; at most 8 are supported.</source>
        <translation>&quot;%1&quot; 有 %2 个维度；最多支持 8 个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the input shape &quot;%2&quot; is not a whole number between 1 and 16777216. Write the shape like 1x28x28.</source>
        <translation>输入形状 &quot;%2&quot; 中的 &quot;%1&quot; 不是 1 到 16777216 之间的整数。请按 1x28x28 这样的格式写形状。</translation>
    </message>
</context>
<context>
    <name>jobspec</name>
    <message>
        <source>%1%2: must be text</source>
        <translation>%1%2：必须是文本</translation>
    </message>
    <message>
        <source>%1: must be a whole number</source>
        <translation>%1：必须是整数</translation>
    </message>
    <message>
        <source>%1: must be at least %2</source>
        <translation>%1：必须至少为 %2</translation>
    </message>
    <message>
        <source>%1%2: must be a list of text</source>
        <translation>%1%2：必须是文本列表</translation>
    </message>
    <message>
        <source>%1: is given more than once; keep one.</source>
        <translation>%1：给出了不止一次；请只保留一个。</translation>
    </message>
    <message>
        <source>%1: is not a job spec field (misspelt?)</source>
        <translation>%1：不是作业描述的字段（拼写错误？）</translation>
    </message>
</context>
<context>
    <name>launcher</name>
    <message>
        <source>The first node of the job hosts the rendezvous.</source>
        <translation>作业的第一个节点负责 rendezvous（汇合点）。</translation>
    </message>
    <message>
        <source>Pass it to every rank.</source>
        <translation>把它传给每个 rank。</translation>
    </message>
    <message>
        <source>The numeric part of the job id.</source>
        <translation>作业 ID 的数字部分。</translation>
    </message>
    <message>
        <source>A port derived from the job id, so two jobs on one node do not collide.</source>
        <translation>由作业 ID 推导出的端口，使同一节点上的两个作业不会冲突。</translation>
    </message>
    <message>
        <source>The first host of the allocation hosts the rendezvous.</source>
        <translation>分配的第一台主机负责 rendezvous（汇合点）。</translation>
    </message>
    <message>
        <source>Each rank uses the CPU cores of its own task.</source>
        <translation>每个 rank 使用其所在任务的 CPU 核心。</translation>
    </message>
    <message>
        <source>Start %1 rank(s), one per GPU (%2 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation type="vanished">启动 %1 个 rank，每个 GPU 一个（每节点 %2 个）；每个 rank 在自己的作业步骤中从 Slurm 获得 RANK、LOCAL_RANK 和 WORLD_SIZE。</translation>
    </message>
    <message>
        <source>Start %1 Horovod rank(s), one per %2; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation type="vanished">启动 %1 个 Horovod rank，每 %2 一个；Horovod 通过 Slurm 的 MPI 找到其他 rank。</translation>
    </message>
    <message>
        <source>Share the node&apos;s cores among its %1 worker(s).</source>
        <translation type="vanished">让节点的核心由其 %1 个工作进程共享。</translation>
    </message>
    <message>
        <source>Let PyTorch use all %1 cores for intra-op parallelism.</source>
        <translation>让 PyTorch 使用全部 %1 个核心进行算子内并行。</translation>
    </message>
    <message>
        <source>How many nodes PBS gave the job.</source>
        <translation>PBS 为作业分配了多少个节点。</translation>
    </message>
    <message>
        <source>Each rank uses the cores bound to it.</source>
        <translation>每个 rank 使用绑定给它的核心。</translation>
    </message>
    <message>
        <source>%1 cores (%2 hardware threads)</source>
        <translation>%1 个核心（%2 个硬件线程）</translation>
    </message>
    <message>
        <source>Start one rank per GPU (%1 per node) with mpiexec, bound to %2 each; RANK, LOCAL_RANK and WORLD_SIZE come from PMI.</source>
        <translation>用 mpiexec 每个 GPU 启动一个 rank（每节点 %1 个），每个绑定 %2；RANK、LOCAL_RANK 和 WORLD_SIZE 来自 PMI。</translation>
    </message>
    <message>
        <source>Start one Horovod rank per GPU (%1 per node) with mpiexec, bound to %2 each.</source>
        <translation>用 mpiexec 每个 GPU 启动一个 Horovod rank（每节点 %1 个），每个绑定 %2。</translation>
    </message>
    <message>
        <source>torchrun once per node; %1 worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation type="vanished">每个节点运行一次 torchrun；每节点 %1 个工作进程在第一个节点汇合，该节点的 torchrun（PMI_RANK 0）提供 rendezvous 服务。</translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores for intra-op parallelism.</source>
        <translation>让 PyTorch 使用 %1 个核心进行算子内并行。</translation>
    </message>
    <message>
        <source>Ranks per KNL node.</source>
        <translation>每个 KNL 节点的 rank 数。</translation>
    </message>
    <message>
        <source>All ranks: ranks per node times the nodes Cobalt gave.</source>
        <translation>全部 rank 数：每节点 rank 数乘以 Cobalt 分配的节点数。</translation>
    </message>
    <message>
        <source>Run on the KNL compute nodes (never the login or mom node): 2 hardware threads per core, %1 OpenMP threads per rank bound by depth.</source>
        <translation>在 KNL 计算节点上运行（绝不在登录节点或 mom 节点上）：每核心 2 个硬件线程，每个 rank %1 个 OpenMP 线程，按 depth 绑定。</translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores.</source>
        <translation>让 PyTorch 使用 %1 个核心。</translation>
    </message>
    <message>
        <source>torchrun on this computer with %1 worker(s).</source>
        <translation type="vanished">在这台计算机上用 %1 个工作进程运行 torchrun。</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source> with its arguments</source>
        <translation>，带上其参数</translation>
    </message>
    <message>
        <source> inside the container</source>
        <translation>，在容器内</translation>
    </message>
    <message>
        <source> (--nv passes the GPUs in)</source>
        <translation>（--nv 把 GPU 传入容器）</translation>
    </message>
    <message>
        <source>.</source>
        <extracomment>The full stop that ends &quot;Run %1 with its arguments inside the container&quot;</extracomment>
        <translation>。</translation>
    </message>
    <message>
        <source> (ch-run shows it your home folder, and the job starts in the same folder there)</source>
        <translation>（ch-run 会让容器看到你的主文件夹，作业在其中的同一文件夹启动）</translation>
    </message>
    <message numerus="yes">
        <source>Start %n rank(s), one per GPU (%1 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation>
            <numerusform>启动 %n 个 rank，每个 GPU 一个（每节点 %1 个）；每个 rank 在自己的作业步骤中从 Slurm 获得 RANK、LOCAL_RANK 和 WORLD_SIZE。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n Horovod rank(s), one per %1; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation>
            <numerusform>启动 %n 个 Horovod rank，每 %1 一个；Horovod 通过 Slurm 的 MPI 找到其他 rank。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share the node&apos;s cores among its %n worker(s).</source>
        <translation>
            <numerusform>让节点的核心由其 %n 个工作进程共享。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun, once per node with all of the node&apos;s cores (srun does not inherit --cpus-per-task), run by this environment&apos;s Python: it starts %n worker(s) per node and they meet at the first host (c10d), whose torchrun (SLURM_NODEID 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun，每个节点运行一次并使用该节点的全部核心（srun 不继承 --cpus-per-task），由此环境的 Python 运行：它在每个节点启动 %n 个工作进程，它们在第一台主机汇合（c10d），该主机的 torchrun（SLURM_NODEID 0）提供 rendezvous 服务。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun once per node; %n worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation>
            <numerusform>每个节点运行一次 torchrun；每节点 %n 个工作进程在第一个节点汇合，该节点的 torchrun（PMI_RANK 0）提供 rendezvous 服务。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun on this computer with %n worker(s).</source>
        <translation>
            <numerusform>在这台计算机上用 %n 个工作进程运行 torchrun。</numerusform>
        </translation>
    </message>
    <message>
        <source>A port derived from the job id (and the task&apos;s index in a sweep), so two jobs on one node do not collide.</source>
        <translation>由作业 ID（以及参数扫描中任务的序号）得出的端口，使同一节点上的两个作业不会冲突。</translation>
    </message>
</context>
<context>
    <name>localmodule</name>
    <message>
        <source>The LibTorch module (%1) is not installed, so local smoke tests are unavailable. Everything else works. To get them, install the slipway-local package (sudo apt-get install slipway-local). Looked in: %2</source>
        <translation>LibTorch 模块（%1）未安装，因此无法进行本地冒烟测试。其他功能都可正常使用。如需此功能，请安装 slipway-local 软件包（sudo apt-get install slipway-local）。查找过的位置：%2</translation>
    </message>
    <message>
        <source>LibTorch is not installed, so local smoke tests are unavailable (on Debian: apt install libtorch1.13). Everything else works. Details: %1</source>
        <translation>LibTorch 未安装，因此无法进行本地冒烟测试（在 Debian 上：apt install libtorch1.13）。其他功能都可正常使用。详情：%1</translation>
    </message>
    <message>
        <source>The LibTorch module %1 could not be opened: %2</source>
        <translation>无法打开 LibTorch 模块 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Slipway LibTorch module or belongs to another version (module interface %2, this program needs %3). Reinstall Slipway.</source>
        <translation>%1 不是 Slipway 的 LibTorch 模块，或属于其他版本（模块接口 %2，本程序需要 %3）。请重新安装 Slipway。</translation>
    </message>
    <message>
        <source>The LibTorch module %1 failed to start.</source>
        <translation>LibTorch 模块 %1 启动失败。</translation>
    </message>
    <message>
        <source>LibTorch %1 ready (%2 CPU thread%3%4).</source>
        <translation>LibTorch %1 已就绪（%2 个 CPU 线程%3%4）。</translation>
    </message>
</context>
<context>
    <name>localrun</name>
    <message>
        <source>No event file could be written in %1: %2</source>
        <translation>无法在 %1 中写入事件文件：%2</translation>
    </message>
    <message>
        <source>Writing the event file %1 failed: %2</source>
        <translation>写入事件文件 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>logdiagnoser</name>
    <message>
        <source>The GPU ran out of memory.</source>
        <translation>GPU 内存不足。</translation>
    </message>
    <message>
        <source>Use a smaller batch size, mixed precision (torch.autocast) or gradient checkpointing; or ask for a GPU with more memory.</source>
        <translation>请使用更小的批量、混合精度（torch.autocast）或梯度检查点；或申请显存更大的 GPU。</translation>
    </message>
    <message>
        <source>The ranks could not reach each other (rendezvous or NCCL timeout).</source>
        <translation>各 rank 之间无法互相连接（rendezvous 或 NCCL 超时）。</translation>
    </message>
    <message>
        <source>Check that every rank started (tasks = WORLD_SIZE), that MASTER_ADDR is the first host of the job and MASTER_PORT is free, and that all ranks call the same collectives. Slipway&apos;s DDP scripts set these from the job; a script that sets its own MASTER_ADDR overrides them.</source>
        <translation>请检查每个 rank 都已启动（任务数 = WORLD_SIZE）、MASTER_ADDR 是作业的第一台主机且 MASTER_PORT 未被占用，并且所有 rank 调用相同的集合通信操作。Slipway 的 DDP 脚本会根据作业设置这些变量；自行设置 MASTER_ADDR 的脚本会覆盖它们。</translation>
    </message>
    <message>
        <source>Python cannot find PyTorch: the environment was not active in the job.</source>
        <translation>Python 找不到 PyTorch：环境在作业中没有被激活。</translation>
    </message>
    <message>
        <source>Load the PyTorch module and activate the venv or conda environment in the job script (choose an environment recipe), and make venvs with --system-site-packages on top of the module.</source>
        <translation>请在作业脚本中加载 PyTorch 模块并激活 venv 或 conda 环境（选择一种环境方案），并在模块之上用 --system-site-packages 创建 venv。</translation>
    </message>
    <message>
        <source>A Python package is missing from the job&apos;s environment.</source>
        <translation>作业的环境中缺少一个 Python 软件包。</translation>
    </message>
    <message>
        <source>Install it into the environment the job activates (run the set-up script again with the package added), or load the module that provides it.</source>
        <translation>请把它安装到作业激活的环境中（加入该软件包后重新运行设置脚本），或加载提供它的模块。</translation>
    </message>
    <message>
        <source>The DDP ranks do not match the GPUs.</source>
        <translation>DDP 的 rank 与 GPU 不匹配。</translation>
    </message>
    <message>
        <source>Run one task per GPU (tasks per node = GPUs per node), select the device with LOCAL_RANK (torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))), and keep WORLD_SIZE equal to the number of tasks.</source>
        <translation>每个 GPU 运行一个任务（每节点任务数 = 每节点 GPU 数），用 LOCAL_RANK 选择设备（torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))），并保持 WORLD_SIZE 等于任务数。</translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped.</source>
        <translation>作业达到了时间限制，已被停止。</translation>
    </message>
    <message>
        <source>Ask for more time (within the partition&apos;s maximum), or save checkpoints regularly and resume from the last one in a new job.</source>
        <translation>请申请更多时间（在分区允许的最大值以内），或定期保存检查点，并在新作业中从最后一个检查点继续。</translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed.</source>
        <translation>作业使用的内存超过了申请量，已被终止。</translation>
    </message>
    <message>
        <source>Ask for more memory (mem), use fewer DataLoader workers or smaller batches, or load data lazily instead of all at once.</source>
        <translation>请申请更多内存（mem）、减少 DataLoader 工作进程或使用更小的批量，或者按需加载数据，而不是一次全部加载。</translation>
    </message>
    <message>
        <source>A download failed: compute nodes of many clusters have no internet.</source>
        <translation>下载失败：许多集群的计算节点无法访问互联网。</translation>
    </message>
    <message>
        <source>Download datasets and pretrained weights on the login node before the job (for example run the dataset constructor once there with download=True), then use download=False in the job.</source>
        <translation>请在作业开始前在登录节点上下载数据集和预训练权重（例如在那里用 download=True 运行一次数据集构造函数），然后在作业中使用 download=False。</translation>
    </message>
    <message>
        <source>The program uses CPU instructions this node does not have.</source>
        <translation>程序使用了这个节点不支持的 CPU 指令。</translation>
    </message>
    <message>
        <source>Run it on the nodes it was built for: on Theta, packages built for KNL (AVX-512) fail on the login nodes; run through aprun in a job, and build with &apos;aprun -n 1 -cc node python setup.py build&apos;.</source>
        <translation>请在程序所针对的节点上运行：在 Theta 上，为 KNL（AVX-512）构建的软件包在登录节点上会失败；请在作业中通过 aprun 运行，并用 &apos;aprun -n 1 -cc node python setup.py build&apos; 构建。</translation>
    </message>
    <message>
        <source>The Python package &quot;%1&quot; is missing from the job&apos;s environment.</source>
        <translation>作业的环境中缺少 Python 软件包 &quot;%1&quot;。</translation>
    </message>
</context>
<context>
    <name>logdirreader</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read (permission denied).</source>
        <translation>无法读取文件夹 %1（权限不足）。</translation>
    </message>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation>%1 既不是文件也不是文件夹。</translation>
    </message>
    <message>
        <source>The file became shorter than what was already read; the run was read again.</source>
        <translation>文件比已读取的部分还短；已重新读取该运行。</translation>
    </message>
</context>
<context>
    <name>logfollower</name>
    <message>
        <source>Unexpected answer while reading %1.</source>
        <translation>读取 %1 时得到了意外的回答。</translation>
    </message>
</context>
<context>
    <name>pbsparser</name>
    <message>
        <source>The job waits for the jobs it depends on. </source>
        <translation>作业正在等待它所依赖的作业。</translation>
    </message>
    <message>
        <source>The site holds the job (PBS hold type &quot;%1&quot;); you cannot release it with qrls. Fix the cause PBS names, delete the job with qdel, or ask the site&apos;s support. </source>
        <translation>站点挂起了该作业（PBS 挂起类型 &quot;%1&quot;）；你无法用 qrls 释放它。请修正 PBS 指出的原因，用 qdel 删除作业，或咨询站点的技术支持。</translation>
    </message>
    <message>
        <source>The job is held; release it with qrls or ask the site. </source>
        <translation>作业处于挂起状态；请用 qrls 释放它，或咨询站点。</translation>
    </message>
    <message>
        <source>PBS ended the job at its walltime limit.</source>
        <translation>PBS 在作业达到 walltime 限制时结束了它。</translation>
    </message>
    <message>
        <source>PBS ended the job: it used more memory than it asked for.</source>
        <translation>PBS 结束了该作业：它使用的内存超过了申请量。</translation>
    </message>
    <message>
        <source>PBS recorded no exit status for the job.</source>
        <translation>PBS 没有记录该作业的退出状态。</translation>
    </message>
    <message>
        <source>PBS ended the job: it used more CPUs than it asked for.</source>
        <translation>PBS 结束了该作业：它使用的 CPU 超过了申请量。</translation>
    </message>
    <message>
        <source>PBS could not run the job (PBS code %1).</source>
        <translation>PBS 无法运行该作业（PBS 代码 %1）。</translation>
    </message>
    <message>
        <source>The job was killed by signal %1.</source>
        <translation>作业被信号 %1 终止。</translation>
    </message>
</context>
<context>
    <name>pbsscheduler</name>
    <message>
        <source>PBS refuses the job.</source>
        <translation>PBS 拒绝了该作业。</translation>
    </message>
    <message>
        <source>PBS needs a project account (-A); set account.</source>
        <translation>PBS 需要项目账户（-A）；请设置 account。</translation>
    </message>
    <message>
        <source>PBS needs the file systems the job uses (-l filesystems).</source>
        <translation>PBS 需要作业使用的文件系统（-l filesystems）。</translation>
    </message>
    <message>
        <source>The time limit does not fit the queue.</source>
        <translation>时间限制不符合该队列的要求。</translation>
    </message>
    <message>
        <source>This PBS version cannot limit how many subjobs of an array run at once (that came with PBS Pro 2020.1); submit the sweep with no limit.</source>
        <translation>这个 PBS 版本无法限制数组中同时运行的子作业数（该功能从 PBS Pro 2020.1 起才有）；请不设限制地提交参数扫描。</translation>
    </message>
    <message>
        <source>PBS refuses the job array.</source>
        <translation>PBS 拒绝了这个作业数组。</translation>
    </message>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read: %1</source>
        <translation>无法读取调度器关于参数扫描的回复：%1</translation>
    </message>
</context>
<context>
    <name>pendingreason</name>
    <message>
        <source>Waiting for its turn: jobs with a higher priority are ahead of it. Nothing to do but wait; shorter, smaller jobs usually start sooner.</source>
        <translation>正在排队等候：优先级更高的作业排在它前面。只能等待；更短、更小的作业通常会更早开始。</translation>
    </message>
    <message>
        <source>Next in line, waiting for enough free nodes, GPUs or memory.</source>
        <translation>下一个就轮到它，正在等待足够的空闲节点、GPU 或内存。</translation>
    </message>
    <message>
        <source>Waiting for another job it depends on to finish.</source>
        <translation>正在等待它所依赖的另一个作业完成。</translation>
    </message>
    <message>
        <source>It depends on a job that failed, so it will never start. Cancel it and resubmit without the dependency.</source>
        <translation>它依赖的一个作业失败了，因此它永远不会开始。请取消它，并在不带该依赖的情况下重新提交。</translation>
    </message>
    <message>
        <source>You put it on hold. Release it with &apos;scontrol release JOBID&apos;.</source>
        <translation>你挂起了它。请用 &apos;scontrol release JOBID&apos; 释放它。</translation>
    </message>
    <message>
        <source>An administrator put it on hold. Ask the site&apos;s support why.</source>
        <translation>管理员挂起了它。请向站点的技术支持询问原因。</translation>
    </message>
    <message>
        <source>The nodes it needs are unavailable (maintenance or a reservation). It starts when they return; a shorter time limit may let it run before a maintenance window.</source>
        <translation>它需要的节点不可用（维护或预留）。节点恢复后它就会开始；缩短时间限制可能让它在维护窗口之前运行。</translation>
    </message>
    <message>
        <source>Its time limit is longer than the partition allows, so it will never start. Cancel it and resubmit with a shorter time.</source>
        <translation>它的时间限制超过了分区允许的上限，因此永远不会开始。请取消它，并用更短的时间重新提交。</translation>
    </message>
    <message>
        <source>It asks for more nodes than the partition allows. Cancel it and ask for fewer nodes.</source>
        <translation>它申请的节点数超过了分区允许的上限。请取消它，并申请更少的节点。</translation>
    </message>
    <message>
        <source>The partition is down. It starts when the partition comes back.</source>
        <translation>该分区已停用。分区恢复后它就会开始。</translation>
    </message>
    <message>
        <source>The partition does not accept jobs right now.</source>
        <translation>该分区目前不接受作业。</translation>
    </message>
    <message>
        <source>Its time limit is longer than its QOS allows. Cancel it and resubmit with a shorter time.</source>
        <translation>它的时间限制超过了其 QOS 允许的上限。请取消它，并用更短的时间重新提交。</translation>
    </message>
    <message>
        <source>You already have as many running jobs as your QOS allows; it starts when one of them ends.</source>
        <translation>你正在运行的作业数已达到 QOS 允许的上限；其中一个结束后它就会开始。</translation>
    </message>
    <message>
        <source>You already use as many GPUs as your QOS allows; it starts when one of your jobs ends.</source>
        <translation>你使用的 GPU 数已达到 QOS 允许的上限；你的某个作业结束后它就会开始。</translation>
    </message>
    <message>
        <source>Your group&apos;s QOS has used up its GPUs for now; it starts when some are freed.</source>
        <translation>你所在组的 QOS 暂时用完了 GPU 配额；有 GPU 释放后它就会开始。</translation>
    </message>
    <message>
        <source>Your account has used up its GPU share for now; it starts when some are freed.</source>
        <translation>你的账户暂时用完了 GPU 份额；有 GPU 释放后它就会开始。</translation>
    </message>
    <message>
        <source>Your account already runs as many jobs as it may; it starts when one ends.</source>
        <translation>你的账户运行的作业数已达到上限；有一个结束后它就会开始。</translation>
    </message>
    <message>
        <source>Your account&apos;s running jobs have used up its CPU-time budget for now.</source>
        <translation>你的账户中正在运行的作业暂时用完了 CPU 时间预算。</translation>
    </message>
    <message>
        <source>Your account has used up its allocation. Ask your project leader or the site.</source>
        <translation>你的账户已用完其分配额度。请咨询你的项目负责人或站点。</translation>
    </message>
    <message>
        <source>The account is not valid for you. Cancel the job and submit with one of your accounts (sacctmgr show assoc user=$USER).</source>
        <translation>该账户对你无效。请取消作业，并使用你自己的某个账户提交（sacctmgr show assoc user=$USER）。</translation>
    </message>
    <message>
        <source>The QOS is not valid for you or this partition. Cancel and resubmit with another QOS.</source>
        <translation>该 QOS 对你或这个分区无效。请取消并使用其他 QOS 重新提交。</translation>
    </message>
    <message>
        <source>No node matches what it asks for (GPU type, memory, features). Cancel it and ask for less or for another GPU type.</source>
        <translation>没有节点符合它的要求（GPU 类型、内存、特性）。请取消它，并申请更少的资源或其他 GPU 类型。</translation>
    </message>
    <message>
        <source>Waiting for its reservation to start.</source>
        <translation>正在等待其预留开始。</translation>
    </message>
    <message>
        <source>The job could not be started on its node and is held. Cancel it and resubmit; if it happens again, tell the site.</source>
        <translation>作业无法在其节点上启动，已被挂起。请取消它并重新提交；如果再次发生，请告知站点。</translation>
    </message>
    <message>
        <source>The job script ended with an error; see its log.</source>
        <translation>作业脚本因错误而结束；请查看其日志。</translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped. Ask for more time or save checkpoints and resume.</source>
        <translation>作业达到了时间限制，已被停止。请申请更多时间，或保存检查点后继续。</translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed. Ask for more memory (mem) or use smaller batches.</source>
        <translation>作业使用的内存超过了申请量，已被终止。请申请更多内存（mem）或使用更小的批量。</translation>
    </message>
    <message>
        <source>A node of the job failed. Resubmit it.</source>
        <translation>作业的一个节点发生了故障。请重新提交。</translation>
    </message>
    <message>
        <source>A limit of your QOS holds it back (%1); it starts when your other jobs free resources.</source>
        <translation>你的 QOS 的一项限制使它无法开始（%1）；你的其他作业释放资源后它就会开始。</translation>
    </message>
    <message>
        <source>A limit of your account holds it back (%1); it starts when your group&apos;s other jobs free resources.</source>
        <translation>你的账户的一项限制使它无法开始（%1）；你所在组的其他作业释放资源后它就会开始。</translation>
    </message>
    <message>
        <source>The scheduler says: %1.</source>
        <translation>调度器的说明：%1。</translation>
    </message>
    <message>
        <source>It was asked to start later (--begin) and waits for that time.</source>
        <translation type="vanished">它被要求稍后开始（--begin），正在等待那个时间。</translation>
    </message>
    <message>
        <source>It waits for its start time: one given with --begin, or, after a requeue, the two minutes or so that Slurm holds a requeued job.</source>
        <translation>它在等待开始时间：可能是用 --begin 指定的时间，也可能是重新排队后 Slurm 暂扣作业的约两分钟。</translation>
    </message>
</context>
<context>
    <name>profileparser</name>
    <message>
        <source>&quot;%1&quot; is not a shell variable name (letters, digits and _, not starting with a digit).</source>
        <translation>&quot;%1&quot; 不是 shell 变量名（只能包含字母、数字和 _，且不能以数字开头）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; may hold only letters, digits and _ . : = + , / - (it is written into the job script&apos;s directives as it is).</source>
        <translation>&quot;%1&quot; 只能包含字母、数字以及 _ . : = + , / -（它会原样写入作业脚本的指令中）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name (letters, digits and _ . -, starting with a letter or digit).</source>
        <translation>&quot;%1&quot; 不是主机名（只能包含字母、数字以及 _ . -，且以字母或数字开头）。</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: not valid JSON (%4)</source>
        <translation>%1：第 %2 行第 %3 列：不是有效的 JSON（%4）</translation>
    </message>
    <message>
        <source>%1: the file must hold one JSON object</source>
        <translation>%1：该文件必须包含一个 JSON 对象</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation>&quot;%1&quot; 不是内存大小；请写成 32000M 或 8G 这样的格式。</translation>
    </message>
</context>
<context>
    <name>profileregistry</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1: lifecycle.successor_ids: &quot;%2&quot; is not a known profile</source>
        <translation>%1：lifecycle.successor_ids：&quot;%2&quot; 不是已知的配置文件</translation>
    </message>
</context>
<context>
    <name>projectscanner</name>
    <message>
        <source>Could not read the folder %1 (%2); it is left out.</source>
        <translation>无法读取文件夹 %1（%2）；已将其略过。</translation>
    </message>
    <message>
        <source>%1 is a symbolic link and is not sent.</source>
        <translation>%1 是符号链接，不会发送。</translation>
    </message>
    <message>
        <source>%1 is not a regular file and is not sent.</source>
        <translation>%1 不是普通文件，不会发送。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The project folder %1 does not exist or is not a folder.</source>
        <translation>项目文件夹 %1 不存在或不是文件夹。</translation>
    </message>
    <message>
        <source>%1 is not in a git repository with a commit, so its committed state cannot be sent. Send the folder as it is instead.</source>
        <translation>%1 不在有提交记录的 git 仓库中，因此无法发送其已提交的状态。请改为按原样发送该文件夹。</translation>
    </message>
    <message>
        <source>No temporary folder for the git export: %1</source>
        <translation>没有用于 git 导出的临时文件夹：%1</translation>
    </message>
    <message>
        <source>Could not export the committed files with git: %1</source>
        <translation>无法用 git 导出已提交的文件：%1</translation>
    </message>
    <message>
        <source>%1 file(s) in %2 have changes that are not committed; they are not sent. The committed state (commit %3) is.</source>
        <translation type="vanished">%2 中有 %1 个文件存在未提交的更改；这些更改不会发送，发送的是已提交的状态（提交 %3）。</translation>
    </message>
    <message>
        <source>%1 has no files to send (everything in it is ignored or empty).</source>
        <translation>%1 中没有要发送的文件（其中的内容都被忽略或为空）。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in %1 have changes that are not committed; they are not sent. The committed state (commit %2) is.</source>
        <translation>
            <numerusform>%1 中有 %n 个文件存在未提交的更改；这些更改不会发送，发送的是已提交的状态（提交 %2）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>projectuploader</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>与集群的连接已断开。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a snapshot (only a-z, 0-9 and -).</source>
        <translation>&quot;%1&quot; 不能用作快照名称（只能使用 a-z、0-9 和 -）。</translation>
    </message>
    <message>
        <source>Comparing with the last snapshot on %1</source>
        <translation>正在与 %1 上的上一个快照比较</translation>
    </message>
    <message>
        <source>Could not prepare the project folder %1 on %2: %3</source>
        <translation>无法在 %2 上准备项目文件夹 %1：%3</translation>
    </message>
    <message>
        <source>Sending %1 of %2 files (%3); %4 unchanged, %5 already sent</source>
        <translation>正在发送 %2 个文件中的 %1 个（%3）；%4 个未更改，%5 个已发送</translation>
    </message>
    <message>
        <source>%1 changed or disappeared while the project was being sent. Send it again.</source>
        <translation>在发送项目期间，%1 发生了变化或消失了。请重新发送。</translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2. What arrived is kept; sending again continues from there.</source>
        <translation>向 %1 发送文件失败：%2。已传到的部分会保留；再次发送时会从那里继续。</translation>
    </message>
    <message>
        <source>Could not make the snapshot on %1: %2</source>
        <translation>无法在 %1 上创建快照：%2</translation>
    </message>
    <message>
        <source>Sending %1 files (%2) and making snapshot %3</source>
        <translation>正在发送 %1 个文件（%2）并创建快照 %3</translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2</source>
        <translation>向 %1 发送文件失败：%2</translation>
    </message>
</context>
<context>
    <name>quotareport</name>
    <message>
        <source>The project needs %1 on the cluster, but you have only %2 left in %3%4. Free some space there, or send the project to another folder (a workspace, or your scratch folder).</source>
        <translation>项目在集群上需要 %1，但你在 %3%4 中只剩 %2。请在那里释放一些空间，或把项目发送到其他文件夹（工作空间或你的 scratch 文件夹）。</translation>
    </message>
    <message>
        <source>The project has %1 files, but you can store only %2 more in %3%4. Leave files out with .slipwayignore, delete old files there, or send the project to another folder.</source>
        <translation>项目有 %1 个文件，但你在 %3%4 中只能再存放 %2 个。请用 .slipwayignore 排除一些文件、删除那里的旧文件，或把项目发送到其他文件夹。</translation>
    </message>
</context>
<context>
    <name>remotedownload</name>
    <message>
        <source>The server refused the download (%1 %2): the file needs a login or is not public. Download it in a browser and upload it instead.</source>
        <translation>服务器拒绝了下载（%1 %2）：该文件需要登录或不公开。请在浏览器中下载它，然后上传。</translation>
    </message>
    <message>
        <source>The server has no file at that address (404 Not Found). Check the URL; it may have moved.</source>
        <translation>服务器上该地址没有文件（404 Not Found）。请检查 URL；文件可能已移动。</translation>
    </message>
    <message>
        <source>The file is gone from the server (410 Gone).</source>
        <translation>该文件已从服务器上删除（410 Gone）。</translation>
    </message>
    <message>
        <source>The server had a problem (HTTP %1). Try again later.</source>
        <translation>服务器出现问题（HTTP %1）。请稍后再试。</translation>
    </message>
    <message>
        <source>The server answered with HTTP status %1 instead of the file.</source>
        <translation>服务器返回了 HTTP 状态 %1，而不是该文件。</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full: the download could not be written. Free some space or choose another folder.</source>
        <translation>集群的磁盘（或你的配额）已满：无法写入下载的文件。请释放一些空间或选择其他文件夹。</translation>
    </message>
    <message>
        <source>The login node could not find the server (%1). Check the address; if the login node has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation>登录节点找不到服务器（%1）。请检查地址；如果登录节点无法访问互联网，请在集群的配置文件中标明，Slipway 就会在这里下载后再上传。</translation>
    </message>
    <message>
        <source>The login node could not connect to the server (%1).</source>
        <translation>登录节点无法连接到服务器（%1）。</translation>
    </message>
    <message>
        <source>The download timed out on the login node.</source>
        <translation>在登录节点上下载超时。</translation>
    </message>
    <message>
        <source>The secure connection to the server failed (%1).</source>
        <translation>与服务器的安全连接失败（%1）。</translation>
    </message>
    <message>
        <source>The download on the login node failed (curl exit status %1: %2).</source>
        <translation>在登录节点上下载失败（curl 退出状态 %1：%2）。</translation>
    </message>
    <message>
        <source>The login node could not reach the server (%1). If it has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation>登录节点无法访问服务器（%1）。如果它无法访问互联网，请在集群的配置文件中标明，Slipway 就会在这里下载后再上传。</translation>
    </message>
    <message>
        <source>The download on the login node failed (wget exit status %1: %2).</source>
        <translation>在登录节点上下载失败（wget 退出状态 %1：%2）。</translation>
    </message>
    <message>
        <source>Enter the address (URL) of the file, starting with https://.</source>
        <translation>请输入文件的地址（URL），以 https:// 开头。</translation>
    </message>
    <message>
        <source>The address holds a space or a control character; copy it again from the page that gives it.</source>
        <translation>地址中含有空格或控制字符；请从提供它的页面重新复制。</translation>
    </message>
    <message>
        <source>This is not a valid web address: %1</source>
        <translation>这不是有效的网址：%1</translation>
    </message>
    <message>
        <source>The address must start with https:// or http://: %1</source>
        <translation>地址必须以 https:// 或 http:// 开头：%1</translation>
    </message>
    <message>
        <source>Only http:// and https:// addresses can be downloaded (this one starts with &quot;%1:&quot;).</source>
        <translation>只能下载 http:// 和 https:// 地址（这个地址以 &quot;%1:&quot; 开头）。</translation>
    </message>
    <message>
        <source>The address names no server: %1</source>
        <translation>该地址没有指明服务器：%1</translation>
    </message>
    <message>
        <source>A SHA-256 checksum is 64 characters, digits 0-9 and letters a-f (as `sha256sum` prints it).</source>
        <translation>SHA-256 校验和有 64 个字符，由数字 0-9 和字母 a-f 组成（与 `sha256sum` 的输出相同）。</translation>
    </message>
    <message>
        <source>Nothing to download.</source>
        <translation>没有要下载的内容。</translation>
    </message>
    <message>
        <source>Only one archive can be unpacked at a time.</source>
        <translation>一次只能解压一个压缩包。</translation>
    </message>
    <message>
        <source>Choose the folder on the cluster to put it into.</source>
        <translation>请选择集群上用来存放它的文件夹。</translation>
    </message>
    <message>
        <source>The folder on the cluster cannot be used: %1</source>
        <translation>集群上的文件夹无法使用：%1</translation>
    </message>
    <message>
        <source>Slipway cannot name the download %1.</source>
        <translation>Slipway 无法将下载的文件命名为 %1。</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>与集群的连接已断开。</translation>
    </message>
    <message>
        <source>Preparing the folder on the cluster…</source>
        <translation>正在准备集群上的文件夹…</translation>
    </message>
    <message>
        <source>Could not prepare the folder %1 on the cluster: %2</source>
        <translation>无法准备集群上的文件夹 %1：%2</translation>
    </message>
    <message>
        <source>%1 on the cluster is a file, not a folder.</source>
        <translation>集群上的 %1 是文件，不是文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 on the cluster already holds files. Choose a new folder (or an empty one) to unpack the archive into.</source>
        <translation>集群上的文件夹 %1 中已有文件。请选择一个新文件夹（或空文件夹）来解压该压缩包。</translation>
    </message>
    <message>
        <source>Could not make a temporary folder beside %1 on the cluster.</source>
        <translation>无法在集群上 %1 的旁边创建临时文件夹。</translation>
    </message>
    <message>
        <source>The login node has no %1, which Slipway needs to check the download.</source>
        <translation>登录节点上没有 %1，而 Slipway 需要用它检查下载的文件。</translation>
    </message>
    <message>
        <source>The login node has no tar to unpack the archive with.</source>
        <translation>登录节点上没有用来解压的 tar。</translation>
    </message>
    <message>
        <source>%1 is not on this computer.</source>
        <translation>%1 不在这台计算机上。</translation>
    </message>
    <message>
        <source>The login node downloads %1 (%2 of %3)…</source>
        <translation>登录节点正在下载 %1（%2 / %3）…</translation>
    </message>
    <message>
        <source>The download on the login node stopped: %1</source>
        <translation>登录节点上的下载中断：%1</translation>
    </message>
    <message>
        <source>Downloading %1 to this computer (%2 of %3)…</source>
        <translation>正在把 %1 下载到这台计算机（%2 / %3）…</translation>
    </message>
    <message>
        <source>The download&apos;s checksum does not match: expected %1, got %2. The file is damaged or not the one expected; nothing was unpacked.</source>
        <translation>下载文件的校验和不匹配：应为 %1，实际为 %2。文件已损坏或不是预期的文件；没有解压任何内容。</translation>
    </message>
    <message>
        <source>Uploading %1 to the cluster (%2 of %3)…</source>
        <translation>正在把 %1 上传到集群（%2 / %3）…</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full. Free some space or choose another folder.</source>
        <translation>集群的磁盘（或你的配额）已满。请释放一些空间或选择其他文件夹。</translation>
    </message>
    <message>
        <source>The upload to the cluster failed: %1</source>
        <translation>上传到集群失败：%1</translation>
    </message>
    <message>
        <source>Checking the download on the cluster…</source>
        <translation>正在集群上检查下载的文件…</translation>
    </message>
    <message>
        <source>Could not check the download on the cluster: %1</source>
        <translation>无法在集群上检查下载的文件：%1</translation>
    </message>
    <message>
        <source>The checksum of %1 does not match: expected %2, got %3. The file is damaged or not the one expected; nothing was unpacked and nothing was left on the cluster.</source>
        <translation>%1 的校验和不匹配：应为 %2，实际为 %3。文件已损坏或不是预期的文件；没有解压任何内容，集群上也没有留下任何东西。</translation>
    </message>
    <message>
        <source>The download is not a zip or tar.gz archive (perhaps a web page: the address may need a login). Nothing was unpacked.</source>
        <translation>下载的文件不是 zip 或 tar.gz 压缩包（可能是一个网页：该地址可能需要登录）。没有解压任何内容。</translation>
    </message>
    <message>
        <source>Checking what the archive holds…</source>
        <translation>正在检查压缩包的内容…</translation>
    </message>
    <message>
        <source>The login node has no unzip to unpack a zip archive with.</source>
        <translation>登录节点上没有用来解压 zip 压缩包的 unzip。</translation>
    </message>
    <message>
        <source>The archive is damaged or incomplete and was not unpacked (%1).</source>
        <translation>压缩包已损坏或不完整，未解压（%1）。</translation>
    </message>
    <message>
        <source> Nothing was unpacked.</source>
        <translation>没有解压任何内容。</translation>
    </message>
    <message>
        <source>The archive unpacks to %1, but the cluster&apos;s disk has only %2 free there. Free some space or choose another folder; nothing was unpacked.</source>
        <translation>压缩包解压后有 %1，但集群磁盘在那里只有 %2 可用空间。请释放一些空间或选择其他文件夹；没有解压任何内容。</translation>
    </message>
    <message>
        <source>Unpacking on the cluster…</source>
        <translation>正在集群上解压…</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) filled up while unpacking. Free some space or choose another folder; nothing was left half-unpacked.</source>
        <translation>解压时集群的磁盘（或你的配额）已满。请释放一些空间或选择其他文件夹；没有留下解压了一半的内容。</translation>
    </message>
    <message>
        <source>Unpacking failed on the cluster (%1); nothing was left half-unpacked.</source>
        <translation>在集群上解压失败（%1）；没有留下解压了一半的内容。</translation>
    </message>
    <message>
        <source>Putting it into place…</source>
        <translation>正在放到位…</translation>
    </message>
    <message>
        <source>The folder %1 on the cluster got files in the meantime; nothing was unpacked into it.</source>
        <translation>集群上的文件夹 %1 在此期间有了文件；没有向其中解压任何内容。</translation>
    </message>
    <message>
        <source>Could not put the download into %1: %2</source>
        <translation>无法把下载的文件放入 %1：%2</translation>
    </message>
    <message>
        <source>The connection to the cluster closed before the download finished.</source>
        <translation>下载完成之前，与集群的连接已关闭。</translation>
    </message>
</context>
<context>
    <name>resolverules</name>
    <message>
        <source>mail.type is given without mail.user, so the script asks for no e-mail; add mail.user (your address).</source>
        <translation>给出了 mail.type 但没有 mail.user，因此脚本不会请求发送电子邮件；请添加 mail.user（你的地址）。</translation>
    </message>
    <message>
        <source>%1 is not a mail type Slurm knows; write a comma-separated list of %2 (for example END,FAIL).</source>
        <translation>%1 不是 Slurm 认识的邮件类型；请写出以逗号分隔的 %2 列表（例如 END,FAIL）。</translation>
    </message>
    <message>
        <source>%1 is retired (%2). The script follows its documentation for reference; for new work use %3.</source>
        <translation>%1 已退役（%2）。脚本按照其文档编写，仅供参考；新的工作请使用 %3。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a parallelism Slipway knows; choose one of %2.</source>
        <translation>&quot;%1&quot; 不是 Slipway 认识的并行方式；请从 %2 中选择一个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an environment recipe Slipway knows; choose one of %2.</source>
        <translation>&quot;%1&quot; 不是 Slipway 认识的环境方案；请从 %2 中选择一个。</translation>
    </message>
    <message>
        <source>Choose the “Training script”: the Python file to run, for example train.py.</source>
        <translation>请选择“训练脚本”：要运行的 Python 文件，例如 train.py。</translation>
    </message>
    <message>
        <source>“%1” contains a line break or another control character, which would break the job script; remove it.</source>
        <translation>“%1”包含换行符或其他控制字符，这会破坏作业脚本；请删除它。</translation>
    </message>
    <message>
        <source>The job name is %1 characters long; keep it under 200.</source>
        <translation>作业名称有 %1 个字符；请控制在 200 个以内。</translation>
    </message>
    <message>
        <source>“Modules to load” is empty: give at least one module, for example PyTorch.</source>
        <translation>“要加载的模块”为空：请至少给出一个模块，例如 PyTorch。</translation>
    </message>
    <message>
        <source>“Environment folder” is empty: the %1 recipe needs the folder where the environment lives%2.</source>
        <translation>“环境文件夹”为空：%1 方案需要环境所在的文件夹%2。</translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (a .sif file)%1.</source>
        <translation type="vanished">“容器镜像”为空：请给出一个镜像（.sif 文件）%1。</translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of.</source>
        <translation type="vanished">%1 没有 Slipway 认识的容器运行时。</translation>
    </message>
    <message>
        <source>An environment path contains a line break or another control character; remove it.</source>
        <translation>某个环境路径包含换行符或其他控制字符；请删除它。</translation>
    </message>
    <message>
        <source>%1 is not a place for an environment on %2: %3. Choose another folder%4.</source>
        <translation>%1 不是 %2 上适合放置环境的位置：%3。请选择另一个文件夹%4。</translation>
    </message>
    <message>
        <source>%1 has no node-local folder for a per-job environment; use venv.</source>
        <translation>%1 没有用于每作业环境的节点本地文件夹；请使用 venv。</translation>
    </message>
    <message>
        <source>On this computer use the none, venv or conda recipe.</source>
        <translation>在这台计算机上请使用 none、venv 或 conda 方案。</translation>
    </message>
    <message>
        <source>On this computer Slipway runs a single process.</source>
        <translation>在这台计算机上 Slipway 只运行单个进程。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a scheduler; on this computer use ddp-torchrun.</source>
        <translation>&quot;%1&quot; 需要调度器；在这台计算机上请使用 ddp-torchrun。</translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (%1)%2.</source>
        <translation>“容器镜像”为空：请给出一个镜像（%1）%2。</translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of: name the container tool the cluster has (apptainer, singularity or charliecloud).</source>
        <translation>%1 没有 Slipway 认识的容器运行时：请指定集群上的容器工具（apptainer、singularity 或 charliecloud）。</translation>
    </message>
    <message>
        <source>Charliecloud shows the container the GPUs&apos; device files but not the NVIDIA driver&apos;s libraries: copy them into the image once, on a node with GPUs, with “ch-fromhost --nvidia %1” (the image folder must be yours and writable), or torch inside will not see the GPUs.</source>
        <translation>Charliecloud 会让容器看到 GPU 的设备文件，但看不到 NVIDIA 驱动的库：请在有 GPU 的节点上用“ch-fromhost --nvidia %1”把它们复制进镜像一次（镜像文件夹必须属于你且可写），否则容器内的 torch 看不到 GPU。</translation>
    </message>
</context>
<context>
    <name>resourcerules</name>
    <message>
        <source>Using partition &quot;%1&quot; because the default, &quot;%2&quot;, has no GPUs.</source>
        <translation>使用分区 &quot;%1&quot;，因为默认分区 &quot;%2&quot; 没有 GPU。</translation>
    </message>
    <message>
        <source>%1 has no partition &quot;%2&quot;; it has %3.</source>
        <translation>%1 没有分区 &quot;%2&quot;；它有 %3。</translation>
    </message>
    <message>
        <source>The partition name &quot;%1&quot; is not confirmed by the site&apos;s own documentation (%2); check it with &apos;sinfo&apos; on the login node.</source>
        <translation>分区名 &quot;%1&quot; 未经站点自己的文档（%2）确认；请在登录节点上用 &apos;sinfo&apos; 检查。</translation>
    </message>
    <message>
        <source>%1 allows at most %2 node(s); the job asks for %3.</source>
        <translation type="vanished">%1 最多允许 %2 个节点；作业申请了 %3 个。</translation>
    </message>
    <message>
        <source>%1 is meant for jobs of %2 nodes or more; a smaller job may be refused or charged as %2 nodes. Choose a debug queue for small tests.</source>
        <translation>%1 用于 %2 个节点或以上的作业；较小的作业可能被拒绝，或按 %2 个节点计费。小规模测试请选择调试队列。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs one process on one node, so extra nodes would sit idle. Use 1 node, or ddp-srun / ddp-torchrun to train across nodes.</source>
        <translation>&quot;%1&quot; 在一个节点上运行一个进程，因此多余的节点会闲置。请使用 1 个节点，或使用 ddp-srun / ddp-torchrun 跨节点训练。</translation>
    </message>
    <message>
        <source>%1 has no GPUs; choose a GPU partition for this job.</source>
        <translation>%1 没有 GPU；请为这个作业选择 GPU 分区。</translation>
    </message>
    <message>
        <source>A node of %1 has %2 GPU(s); the job asks for %3 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation type="vanished">%1 的一个节点有 %2 个 GPU；作业每节点申请了 %3 个。请申请更少的 GPU，或用 ddp-srun / ddp-torchrun 使用更多节点。</translation>
    </message>
    <message>
        <source>%1 needs the GPU model in the request (for example h100); name the GPU model (gpu_type in a job spec file).</source>
        <translation>%1 要求在申请中指明 GPU 型号（例如 h100）；请指定 GPU 型号（作业描述文件中的 gpu_type）。</translation>
    </message>
    <message>
        <source>%1 accepts only %2 GPU(s) per node; the job asks for %3.</source>
        <translation type="vanished">%1 每节点只接受 %2 个 GPU；作业申请了 %3 个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs at least one GPU; ask for GPUs or choose cpu / multi-cpu.</source>
        <translation>&quot;%1&quot; 至少需要一个 GPU；请申请 GPU，或选择 cpu / multi-cpu。</translation>
    </message>
    <message>
        <source>The job asks for GPUs but its parallelism is &quot;%1&quot;, which does not use them. Choose gpu or a multi-GPU parallelism, or ask for 0 GPUs.</source>
        <translation>作业申请了 GPU，但其并行方式是 &quot;%1&quot;，不会使用 GPU。请选择 gpu 或某种多 GPU 并行方式，或申请 0 个 GPU。</translation>
    </message>
    <message>
        <source>A one-GPU job uses one GPU; the other %1 would sit idle. Choose data-parallel or DDP to use them.</source>
        <translation>单 GPU 作业只使用一个 GPU；其余 %1 个会闲置。请选择 data-parallel 或 DDP 来使用它们。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; spreads work over several GPUs; with one GPU it gains nothing.</source>
        <translation>&quot;%1&quot; 把工作分散到多个 GPU 上；只有一个 GPU 时没有任何收益。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs %2, but “Tasks per node” is %3%4. Leave “Tasks per node” empty and Slipway sets it.</source>
        <translation>&quot;%1&quot; 需要 %2，但“每节点任务数”是 %3%4。请让“每节点任务数”留空，由 Slipway 设置。</translation>
    </message>
    <message>
        <source>The job asks for %1 CPU cores per node, but a node of %2 offers %3.</source>
        <translation>作业每节点申请了 %1 个 CPU 核心，但 %2 的一个节点只有 %3 个。</translation>
    </message>
    <message>
        <source>multi-cpu with one CPU runs like cpu; ask for more “CPUs per task” so PyTorch can use several threads.</source>
        <translation>只有一个 CPU 的 multi-cpu 与 cpu 相同；请申请更多“每任务 CPU 数”，让 PyTorch 能使用多个线程。</translation>
    </message>
    <message>
        <source>Give either “Memory per node” (mem) or a memory per CPU (mem_per_cpu), not both: the scheduler accepts only one memory flag.</source>
        <translation>请只给出“每节点内存”（mem）或每 CPU 内存（mem_per_cpu）之一，不要同时给出：调度器只接受一个内存参数。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation>&quot;%1&quot; 不是内存大小；请写成 32000M 或 8G 这样的格式。</translation>
    </message>
    <message>
        <source>%1 ignores memory requests; Slipway leaves the memory flag out.</source>
        <translation>%1 会忽略内存申请；Slipway 不写内存参数。</translation>
    </message>
    <message>
        <source>The job asks for %1 per node, but a node of %2 has %3.</source>
        <translation>作业每节点申请 %1，但 %2 的一个节点只有 %3。</translation>
    </message>
    <message>
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %5 GPU(s). Ask for %6 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation type="vanished">%1 %2 每个 GPU 最多 %3 个 CPU 核心；作业为 %5 个 GPU 申请了 %4 个核心。请每节点申请 %6 个核心或更少。</translation>
    </message>
    <message>
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %4 GPU(s)); the job asks for %5.</source>
        <translation type="vanished">站点建议在 %2 上每个 GPU 配 %1 个 CPU 核心（%4 个 GPU 共 %3 个）；作业申请了 %5 个。</translation>
    </message>
    <message>
        <source>%1 %2 at most %3 of memory per GPU; the job asks for %4 per GPU.</source>
        <translation>%1 %2 每个 GPU 最多 %3 内存；作业每个 GPU 申请了 %4。</translation>
    </message>
    <message>
        <source>%1 requires a time limit; set time.</source>
        <translation>%1 要求设置时间限制；请设置 time。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time limit; write it like 01:30:00 or 2-00:00:00.</source>
        <translation>&quot;%1&quot; 不是时间限制；请写成 01:30:00 或 2-00:00:00 这样的格式。</translation>
    </message>
    <message>
        <source>%1 allows at most %2; the job asks for %3.</source>
        <translation>%1 最多允许 %2；作业申请了 %3。</translation>
    </message>
    <message>
        <source>%1 expects jobs of at least %2; shorter jobs may be charged as that or refused.</source>
        <translation>%1 要求作业至少 %2；更短的作业可能按该时长计费或被拒绝。</translation>
    </message>
    <message>
        <source>%1 requires an account (project) for every job%2; set account.</source>
        <translation>%1 要求每个作业都指定账户（项目）%2；请设置 account。</translation>
    </message>
    <message>
        <source>If you belong to more than one project on %1, jobs without an account are refused; set account%2.</source>
        <translation>如果你在 %1 上属于多个项目，不指定账户的作业会被拒绝；请设置 account%2。</translation>
    </message>
    <message>
        <source>allows</source>
        <extracomment>Fills %2 in &quot;%1 %2 at most %3 …&quot;: the partition allows (a limit) or recommends (advice)</extracomment>
        <translation>允许</translation>
    </message>
    <message>
        <source>recommends</source>
        <translation>建议</translation>
    </message>
    <message numerus="yes">
        <source>%1 allows at most %n node(s); the job asks for %2.</source>
        <translation>
            <numerusform>%1 最多允许 %n 个节点；作业申请了 %2 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A node of %1 has %n GPU(s); the job asks for %2 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation>
            <numerusform>%1 的一个节点有 %n 个 GPU；作业每节点申请了 %2 个。请申请更少的 GPU，或用 ddp-srun / ddp-torchrun 使用更多节点。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 accepts only these numbers of GPUs per node: %2; the job asks for %3.</source>
        <translation>%1 每节点只接受以下 GPU 数：%2；作业申请了 %3 个。</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %n GPU(s). Ask for %5 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation>
            <numerusform>%1 %2 每个 GPU 最多 %3 个 CPU 核心；作业为 %n 个 GPU 申请了 %4 个核心。请每节点申请 %5 个核心或更少。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPU(s)); the job asks for %4.</source>
        <translation>
            <numerusform>站点建议在 %2 上每个 GPU 配 %1 个 CPU 核心（%n 个 GPU 共 %3 个）；作业申请了 %4 个。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>resultpuller</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>与集群的连接已断开。</translation>
    </message>
    <message>
        <source>Could not make the folder %1 here.</source>
        <translation>无法在这里创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist on %2.</source>
        <translation>%2 上不存在文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not list %1 on %2: %3</source>
        <translation>无法列出 %2 上的 %1：%3</translation>
    </message>
    <message>
        <source>The listing of %1 could not be read.</source>
        <translation>无法读取 %1 的列表。</translation>
    </message>
    <message>
        <source>Could not compare files with %1: %2</source>
        <translation>无法与 %1 比较文件：%2</translation>
    </message>
    <message>
        <source>%1 result files; fetching %2 (%3 new, %4 grown, %5 unchanged)</source>
        <translation>%1 个结果文件；正在获取 %2 个（%3 个新增，%4 个变大，%5 个未更改）</translation>
    </message>
    <message>
        <source>Fetching results from %1 failed: %2. Pulling again continues where it stopped.</source>
        <translation>从 %1 获取结果失败：%2。再次拉取时会从中断的地方继续。</translation>
    </message>
    <message>
        <source>%1 changed on the cluster while it was being fetched; pull again.</source>
        <translation>%1 在获取期间在集群上发生了变化；请重新拉取。</translation>
    </message>
    <message>
        <source>Could not write %1 here: %2</source>
        <translation>无法在这里写入 %1：%2</translation>
    </message>
    <message>
        <source>Could not rename %1 here.</source>
        <translation>无法在这里重命名 %1。</translation>
    </message>
</context>
<context>
    <name>resumelines</name>
    <message>
        <source>The warning before the time limit (%1 s) is as long as the time limit itself; give a shorter warning or more time.</source>
        <translation>时间限制前的警告（%1 秒）与时间限制本身一样长；请缩短警告时间或增加时间。</translation>
    </message>
    <message>
        <source>The job may be put back in the queue (preemption, a failed node, the time limit); it keeps its job id.</source>
        <translation>作业可能被重新放回队列（被抢占、节点故障、达到时间限制）；其作业 ID 保持不变。</translation>
    </message>
    <message>
        <source>Each new start adds to the log instead of overwriting it.</source>
        <translation>每次重新启动都追加到日志，而不是覆盖它。</translation>
    </message>
    <message>
        <source>Warn this script (signal USR1) %1 seconds before the time limit, so the training can save a checkpoint.</source>
        <translation>在时间限制前 %1 秒向这个脚本发出警告（信号 USR1），以便训练保存检查点。</translation>
    </message>
    <message>
        <source>The cluster may rerun the job (a failed node, preemption); each start resumes.</source>
        <translation>集群可能重新运行作业（节点故障、被抢占）；每次启动都会接着上次继续。</translation>
    </message>
    <message>
        <source>The folder the training saves its checkpoints in.</source>
        <translation>训练保存检查点的文件夹。</translation>
    </message>
    <message>
        <source>The folder this task saves its checkpoints in (one per task, named by its parameters).</source>
        <translation>这个任务保存检查点的文件夹（每个任务一个，以其参数命名）。</translation>
    </message>
    <message>
        <source>Make it if this is the first start.</source>
        <translation>如果是第一次启动，就创建它。</translation>
    </message>
    <message>
        <source>The newest checkpoint (*.pt) in it; empty on the first start.</source>
        <translation>其中最新的检查点（*.pt）；第一次启动时为空。</translation>
    </message>
    <message>
        <source>Tell the training where to resume from.</source>
        <translation>告诉训练从哪里恢复。</translation>
    </message>
    <message>
        <source>A folder of event files for this start alone; the Plots page joins the starts into one curve.</source>
        <translation>仅供这次启动使用的事件文件文件夹；“图表”页面会把各次启动连成一条曲线。</translation>
    </message>
    <message>
        <source>Say in the log which start this is and where it goes on from.</source>
        <translation>在日志中写明这是第几次启动，以及从哪里继续。</translation>
    </message>
    <message>
        <source>What to do when the time limit is near:</source>
        <translation>接近时间限制时要做的事：</translation>
    </message>
    <message>
        <source>This start is done.</source>
        <translation>这次启动已结束。</translation>
    </message>
    <message>
        <source>Run it when Slurm sends the warning.</source>
        <translation>在 Slurm 发出警告时运行它。</translation>
    </message>
    <message>
        <source>The training&apos;s process.</source>
        <translation>训练进程。</translation>
    </message>
    <message>
        <source>Wait for it to end; the job ends as it does.</source>
        <translation>等待它结束；作业随之结束。</translation>
    </message>
    <message>
        <source>With ddp-torchrun the warning before the time limit stops torchrun at once, and the training processes save nothing: the run goes on from the last checkpoint they saved on their own. Choose ddp-srun (the same processes, one per GPU, without torchrun) to have each one warned so it can save.</source>
        <translation>使用 ddp-torchrun 时，时间限制前的警告会立即停止 torchrun，训练进程不会保存任何内容：运行将从它们自行保存的最后一个检查点继续。请选择 ddp-srun（同样的进程，每个 GPU 一个，不经过 torchrun），使每个进程都收到警告并能够保存。</translation>
    </message>
</context>
<context>
    <name>rundata</name>
    <message>
        <source>More problems were found; only the first %1 are listed.</source>
        <translation>还发现了更多问题；只列出前 %1 个。</translation>
    </message>
</context>
<context>
    <name>runevents</name>
    <message>
        <source>Last lines of the log:</source>
        <translation>日志的最后几行：</translation>
    </message>
</context>
<context>
    <name>runservice</name>
    <message>
        <source>%1 has no scheduler; run the script there with bash.</source>
        <translation>%1 没有调度器；请在那里用 bash 运行脚本。</translation>
    </message>
    <message>
        <source>The run history cannot be written (%1), so nothing was submitted.</source>
        <translation>无法写入运行历史（%1），因此没有提交任何内容。</translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm job arrays; %1 uses another scheduler, so submit one run per value there.</source>
        <translation type="vanished">Slipway 以 Slurm 作业数组的形式提交参数扫描；%1 使用的是其他调度器，因此请在那里为每个取值分别提交一次运行。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a usable run folder name.</source>
        <translation>&quot;%1&quot; 不能用作运行文件夹的名称。</translation>
    </message>
    <message>
        <source>The run could not be recorded (%1), so nothing was submitted.</source>
        <translation>无法记录该运行（%1），因此没有提交任何内容。</translation>
    </message>
    <message>
        <source>Could not ask the scheduler: %1</source>
        <translation type="vanished">无法询问调度器：%1</translation>
    </message>
    <message>
        <source>Run %1 is not a sweep.</source>
        <translation>运行 %1 不是参数扫描。</translation>
    </message>
    <message>
        <source>Run %1 has no task %2 with a job to cancel.</source>
        <translation>运行 %1 没有可取消作业的任务 %2。</translation>
    </message>
    <message>
        <source>The scheduler did not cancel task %1: %2</source>
        <translation>调度器没有取消任务 %1：%2</translation>
    </message>
    <message>
        <source>Cancel requested for task %1.</source>
        <translation>已请求取消任务 %1。</translation>
    </message>
    <message>
        <source>Run %1 is not a submitted sweep.</source>
        <translation>运行 %1 不是已提交的参数扫描。</translation>
    </message>
    <message>
        <source>No task of run %1 needs to run again.</source>
        <translation>运行 %1 没有需要重新运行的任务。</translation>
    </message>
    <message>
        <source>Run %1 has no such task.</source>
        <translation>运行 %1 没有这个任务。</translation>
    </message>
    <message>
        <source>The scheduler refused to run the tasks again: %1</source>
        <translation>调度器拒绝重新运行这些任务：%1</translation>
    </message>
    <message>
        <source>Submitted task(s) %1 again as job array %2. %3</source>
        <translation type="vanished">已将任务 %1 作为作业数组 %2 重新提交。%3</translation>
    </message>
    <message>
        <source>Cobalt no longer lists the job: it has ended. Its exit code is in %1.cobaltlog.</source>
        <translation>Cobalt 已不再列出该作业：它已经结束。其退出代码在 %1.cobaltlog 中。</translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while it prepared the run&apos;s folder, before anything was sent to the scheduler. Submit it again.</source>
        <translation>从未提交：Slipway 在准备运行文件夹时停止了，还没有向调度器发送任何内容。请重新提交。</translation>
    </message>
    <message>
        <source>Could not ask the scheduler whether this interrupted submission reached it: %1</source>
        <translation type="vanished">无法询问调度器这次中断的提交是否已到达：%1</translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation type="vanished">Slipway 在提交这次运行时停止了，但 %1 已经接受了它：作业 %2（通过其标签 %3 找到）。</translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while submitting this run, and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation type="vanished">从未提交：Slipway 在提交这次运行时停止了，而 %1 中没有带标签 %2 的作业，既不在队列中也不在已完成的作业中。请重新提交。</translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation type="vanished">Slipway 在提交这次运行时停止了，而 %1 现在没有列出带标签 %2 的作业；%1 在这里不保留已结束作业的记录，因此它要么从未提交，要么已经结束。</translation>
    </message>
    <message>
        <source>Run %1 has no job to cancel.</source>
        <translation>运行 %1 没有可取消的作业。</translation>
    </message>
    <message>
        <source>The stored job id &quot;%1&quot; is not valid.</source>
        <translation>保存的作业 ID &quot;%1&quot; 无效。</translation>
    </message>
    <message>
        <source>The scheduler did not cancel job %1: %2</source>
        <translation>调度器没有取消作业 %1：%2</translation>
    </message>
    <message>
        <source>There is no run %1.</source>
        <translation>没有运行 %1。</translation>
    </message>
    <message>
        <source>The stored spec of run %1 cannot be read: %2</source>
        <translation>无法读取运行 %1 保存的作业描述：%2</translation>
    </message>
    <message>
        <source>Running on %1.</source>
        <translation>正在 %1 上运行。</translation>
    </message>
    <message>
        <source>Cancel requested.</source>
        <translation>已请求取消。</translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm or PBS Pro job arrays; %1 has neither, so submit one run per value there.</source>
        <translation>Slipway 以 Slurm 或 PBS Pro 作业数组的形式提交参数扫描；%1 两者都没有，因此请在那里为每个取值分别提交一次运行。</translation>
    </message>
    <message>
        <source>The scheduler cannot run exactly these tasks of run %1 again as one array (PBS Pro takes one range of subjobs, such as 4-6, not a list). Resubmit them a range at a time, or the whole sweep.</source>
        <translation>调度器无法把运行 %1 的这些任务作为一个数组重新运行（PBS Pro 只接受一个子作业范围，例如 4-6，不接受列表）。请一次重新提交一个范围，或重新提交整个参数扫描。</translation>
    </message>
    <message>
        <source>The run has no job of its own to ask about.</source>
        <translation>这次运行没有自己的作业可供查询。</translation>
    </message>
    <message>
        <source>This cluster&apos;s scheduler keeps no record of a job&apos;s restarts.</source>
        <translation>这个集群的调度器不记录作业的重启。</translation>
    </message>
    <message numerus="yes">
        <source>Submitted %n task(s) (%1) again as job array %2. %3</source>
        <translation>
            <numerusform>已将 %n 个任务（%1）作为作业数组 %2 重新提交。%3</numerusform>
        </translation>
    </message>
    <message>
        <source>The submission of this run was cut short (Slipway stopped, or the connection was lost), but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation>这次运行的提交被中断了（Slipway 停止了，或连接中断），但 %1 已经接受了它：作业 %2（通过其标签 %3 找到）。</translation>
    </message>
    <message>
        <source>Never submitted: the submission of this run was cut short (Slipway stopped, or the connection was lost), and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation>从未提交：这次运行的提交被中断了（Slipway 停止了，或连接中断），而 %1 中没有带标签 %2 的作业，既不在队列中也不在已完成的作业中。请重新提交。</translation>
    </message>
    <message>
        <source>The submission of this run was cut short (Slipway stopped, or the connection was lost), and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation>这次运行的提交被中断了（Slipway 停止了，或连接中断），而 %1 现在没有列出带标签 %2 的作业；%1 在这里不保留已结束作业的记录，因此它要么从未提交，要么已经结束。</translation>
    </message>
    <message>
        <source>Job %1 has ended, but how is not known: it is no longer in the queue, this cluster keeps no accounting of ended jobs (or it did not answer), and the scheduler has forgotten the job. Its log says how it went.</source>
        <translation>作业 %1 已结束，但结束方式未知：它已不在队列中，这个集群不保留已结束作业的记账信息（或记账没有响应），调度器也已忘记这个作业。它的日志会说明运行情况。</translation>
    </message>
    <message>
        <source>Job %1 has ended, but how is not known: it is no longer in the queue, this cluster keeps no accounting of ended jobs (or it did not answer), and the scheduler has forgotten the job. Its log, %2, says how it went.</source>
        <translation>作业 %1 已结束，但结束方式未知：它已不在队列中，这个集群不保留已结束作业的记账信息（或记账没有响应），调度器也已忘记这个作业。它的日志 %2 会说明运行情况。</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) of the sweep&apos;s later arrays were never sent: submit them with &quot;Resubmit failed and timed-out tasks only&quot; (slipwayctl resubmit RUN --failed-only).</source>
        <translation>
            <numerusform>参数扫描后续作业数组中的 %n 个任务从未提交：请用“只重新提交失败和超时的任务”提交它们（slipwayctl resubmit RUN --failed-only）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>runstore</name>
    <message>
        <source>Cannot make the folder %1 for the run history.</source>
        <translation>无法为运行历史创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot read the run history %1: %2</source>
        <translation>无法读取运行历史 %1：%2</translation>
    </message>
    <message>
        <source>The run history %1 is not a file (a folder or a device is in its place); nothing was changed.</source>
        <translation>运行历史 %1 不是文件（其位置上是文件夹或设备）；没有做任何更改。</translation>
    </message>
    <message>
        <source>Cannot open the run history %1: %2</source>
        <translation>无法打开运行历史 %1：%2</translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway could not move it aside to start a new one; move or remove it yourself (nothing was changed).</source>
        <translation>运行历史 %1 %2。Slipway 无法把它移到一边以新建历史；请自行移动或删除它（没有做任何更改）。</translation>
    </message>
    <message>
        <source>The run history %1 %2; it was kept as %3, but a new history could not be made: %4</source>
        <translation>运行历史 %1 %2；它已保存为 %3，但无法新建历史：%4</translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %4 run(s) from the damaged file%5.</source>
        <translation type="vanished">运行历史 %1 %2。Slipway 已把该文件保存为 %3，并在原位置新建了历史；从损坏的文件中恢复了 %4 次运行%5。</translation>
    </message>
    <message>
        <source> No run could be recovered%1.</source>
        <translation>没有恢复任何运行%1。</translation>
    </message>
    <message>
        <source>The backup of the run history (%1) could not be written: %2</source>
        <translation>无法写入运行历史的备份（%1）：%2</translation>
    </message>
    <message>
        <source>The backup of the run history could not be renamed to %1.</source>
        <translation>无法把运行历史的备份重命名为 %1。</translation>
    </message>
    <message>
        <source>The run history %1 was written by a newer Slipway (schema %2; this one knows %3). It is shown but not changed.</source>
        <translation>运行历史 %1 是由更新版本的 Slipway 写入的（架构版本 %2；本版本只认识 %3）。它会被显示，但不会被更改。</translation>
    </message>
    <message>
        <source>Updating the run history to schema %1 failed: %2</source>
        <translation>把运行历史更新到架构版本 %1 失败：%2</translation>
    </message>
    <message>
        <source>The run history is not open.</source>
        <translation>运行历史未打开。</translation>
    </message>
    <message numerus="yes">
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %n run(s) from the damaged file%4.</source>
        <translation>
            <numerusform>运行历史 %1 %2。Slipway 已把该文件保存为 %3，并在原位置新建了历史；从损坏的文件中恢复了 %n 次运行%4。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalarexport</name>
    <message>
        <source>Cannot write the export: %1</source>
        <translation>无法写入导出文件：%1</translation>
    </message>
</context>
<context>
    <name>scheduler</name>
    <message>
        <source>This scheduler has no job arrays.</source>
        <translation>这个调度器没有作业数组。</translation>
    </message>
    <message>
        <source>This scheduler keeps no record of a job&apos;s restarts.</source>
        <translation>这个调度器不记录作业的重启。</translation>
    </message>
</context>
<context>
    <name>scriptcomposer</name>
    <message>
        <source>%1 GPU(s)%2 on each node.</source>
        <translation type="vanished">每个节点 %1 个 GPU%2。</translation>
    </message>
    <message>
        <source>The name shown in the queue.</source>
        <translation>在队列中显示的名称。</translation>
    </message>
    <message>
        <source>Run on the %1 partition.</source>
        <translation>在 %1 分区上运行。</translation>
    </message>
    <message>
        <source>%1 tasks (processes) per node: one per GPU.</source>
        <translation>每节点 %1 个任务（进程）：每个 GPU 一个。</translation>
    </message>
    <message>
        <source>One task (process) per node.</source>
        <translation>每节点一个任务（进程）。</translation>
    </message>
    <message>
        <source>%1 CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation type="vanished">每个任务 %1 个 CPU 核心（用于 DataLoader 工作进程和线程）。</translation>
    </message>
    <message>
        <source> The model is named, as the site asks.</source>
        <translation>按照站点的要求指明了型号。</translation>
    </message>
    <message>
        <source>Memory for each node (only one memory flag may be given).</source>
        <translation>每个节点的内存（只能给出一个内存参数）。</translation>
    </message>
    <message>
        <source>Memory for each CPU core (only one memory flag may be given).</source>
        <translation>每个 CPU 核心的内存（只能给出一个内存参数）。</translation>
    </message>
    <message>
        <source>Time limit: %1. The job is stopped when it runs out.</source>
        <translation>时间限制：%1。用完后作业会被停止。</translation>
    </message>
    <message>
        <source>Charge the project %1.</source>
        <translation>记账到项目 %1。</translation>
    </message>
    <message>
        <source>Quality of service %1.</source>
        <translation>服务质量（QOS）%1。</translation>
    </message>
    <message>
        <source>Write output and errors to this file (%j is the job id).</source>
        <translation>把输出和错误写入这个文件（%j 是作业 ID）。</translation>
    </message>
    <message>
        <source>Write output to this file (%j is the job id).</source>
        <translation>把输出写入这个文件（%j 是作业 ID）。</translation>
    </message>
    <message>
        <source>Write errors to this file.</source>
        <translation>把错误写入这个文件。</translation>
    </message>
    <message>
        <source>Send e-mail to this address.</source>
        <translation>向这个地址发送电子邮件。</translation>
    </message>
    <message>
        <source>When to send e-mail.</source>
        <translation>何时发送电子邮件。</translation>
    </message>
    <message>
        <source>Charge the project %1 (required).</source>
        <translation>记账到项目 %1（必填）。</translation>
    </message>
    <message>
        <source>Submit to the %1 queue.</source>
        <translation>提交到 %1 队列。</translation>
    </message>
    <message>
        <source>%1 whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation type="vanished">%1 个整节点；每个节点拥有其全部 GPU（不按单个 GPU 分配）。</translation>
    </message>
    <message>
        <source>Spread the nodes (%1).</source>
        <translation>分散节点（%1）。</translation>
    </message>
    <message>
        <source>Time limit: %1 (required).</source>
        <translation>时间限制：%1（必填）。</translation>
    </message>
    <message>
        <source>The file systems the job needs (required).</source>
        <translation>作业需要的文件系统（必填）。</translation>
    </message>
    <message>
        <source>Mail when the job ends or aborts.</source>
        <translation>在作业结束或中止时发送邮件。</translation>
    </message>
    <message>
        <source>%1 node(s) for at most %2.</source>
        <translation type="vanished">%1 个节点，最长 %2。</translation>
    </message>
    <message>
        <source>The %1 queue, KNL memory in cache mode, quad clustering.</source>
        <translation>%1 队列，KNL 内存为 cache 模式，quad 集群模式。</translation>
    </message>
    <message>
        <source>The job&apos;s number, without the server&apos;s name.</source>
        <translation>作业编号，不含服务器名称。</translation>
    </message>
    <message>
        <source>TensorBoard inside the job is written for Slurm and PBS Pro clusters only; use TensorBoard on the login node instead (Plots → TensorBoard…).</source>
        <translation>作业内的 TensorBoard 只适用于 Slurm 和 PBS Pro 集群；请改用登录节点上的 TensorBoard（图表 → TensorBoard…）。</translation>
    </message>
    <message>
        <source>The folder your script writes event files to, made now so that TensorBoard can watch it from the start.</source>
        <translation>脚本写入事件文件的文件夹，现在就创建，以便 TensorBoard 从一开始就能监视它。</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 39999), so jobs sharing a node do not collide.</source>
        <translation type="vanished">TensorBoard 的端口，由作业 ID 推导（20000 到 39999），使共享节点的作业不会冲突。</translation>
    </message>
    <message>
        <source>Start TensorBoard on this node in the background, as the centre&apos;s documentation shows. It has no password: other users of the cluster can reach this port. It ends with the job.</source>
        <translation>按照中心文档的做法，在这个节点上后台启动 TensorBoard。它没有密码：集群的其他用户可以访问这个端口。它随作业一起结束。</translation>
    </message>
    <message>
        <source>The spec is for profile &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>该作业描述针对的是配置文件 &quot;%1&quot;，而不是 &quot;%2&quot;。</translation>
    </message>
    <message>
        <source>The spec names no profile, so the script is written for %1 (%2); add &quot;profile&quot;: &quot;ID&quot; to write it for a cluster (slipwayctl profiles lists them).</source>
        <translation>该作业描述没有指明配置文件，因此脚本是为 %1（%2）编写的；添加 &quot;profile&quot;: &quot;ID&quot; 即可为某个集群编写（slipwayctl profiles 会列出它们）。</translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so a sweep cannot run here as one job. Submit one run per value instead (one spec each), or use a Slurm or PBS Pro cluster.</source>
        <translation>Cobalt 没有作业数组，因此参数扫描无法在这里作为一个作业运行。请改为每个取值提交一次运行（每个一个作业描述），或使用 Slurm 或 PBS Pro 集群。</translation>
    </message>
    <message>
        <source>A sweep needs a batch scheduler; the local profile runs one script at a time.</source>
        <translation>参数扫描需要批处理调度器；本地配置一次只运行一个脚本。</translation>
    </message>
    <message>
        <source>Run the script with bash.</source>
        <translation>用 bash 运行脚本。</translation>
    </message>
    <message>
        <source>Stop at the first command that fails, so the log ends at the real error.</source>
        <translation>在第一条失败的命令处停止，使日志在真正的错误处结束。</translation>
    </message>
    <message>
        <source>PBS starts jobs in the home folder; go back to the folder the job was submitted from.</source>
        <translation>PBS 在主文件夹中启动作业；回到提交作业时所在的文件夹。</translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy.</source>
        <translation>计算节点只能通过站点的代理访问互联网。</translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation>输出文件。</translation>
    </message>
    <message>
        <source>Error file.</source>
        <translation>错误文件。</translation>
    </message>
    <message>
        <source>Work in %1.</source>
        <translation>在 %1 中工作。</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)%1 on each node.</source>
        <translation>
            <numerusform>每个节点 %n 个 GPU%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s).</source>
        <translation>
            <numerusform>%n 个节点。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation>
            <numerusform>每个任务 %n 个 CPU 核心（用于 DataLoader 工作进程和线程）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation>
            <numerusform>%n 个整节点；每个节点拥有其全部 GPU（不按单个 GPU 分配）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) for at most %1.</source>
        <translation>
            <numerusform>%n 个节点，最长 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source> Only GPUs of the model %1, as asked.</source>
        <translation>仅使用型号为 %1 的 GPU，如所要求。</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 31999, below the ports the node gives outgoing connections), so jobs sharing a node do not collide.</source>
        <translation>TensorBoard 的端口，由作业 ID 得出（20000 到 31999，低于节点分配给外发连接的端口），这样共用一个节点的作业不会冲突。</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>%1 was written by a newer Slipway (settings version %2); it is left unchanged.</source>
        <translation>%1 是由更新版本的 Slipway 写入的（设置版本 %2）；保持不变。</translation>
    </message>
    <message>
        <source>Cannot write %1: permission denied.</source>
        <translation>无法写入 %1：权限不足。</translation>
    </message>
    <message>
        <source>Cannot read %1: the file is malformed.</source>
        <translation>无法读取 %1：文件格式错误。</translation>
    </message>
</context>
<context>
    <name>slipway::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="vanished">没有要求加载任何模块。</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="vanished">（一个虚拟环境）</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="vanished">构建时未启用 CUDA：仅限 CPU</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="vanished">请在“要加载的模块”中加载站点的 PyTorch 模块（放在环境之前），或把 pip 包 torch 加入“软件包”并重新设置环境。</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="vanished">请在“环境”步骤中把站点的 PyTorch 模块加入“要加载的模块”。</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="vanished">没有申请 GPU；作业在 CPU 上运行。</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">无</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="vanished">请使用支持 CUDA 的 PyTorch 构建：站点的 PyTorch 模块，或站点 wheelhouse 中的 torch，而不是仅支持 CPU 的版本。</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="vanished">请在“资源”步骤中选择 GPU 分区，或者对 CPU 作业把每节点 GPU 数设为 0。</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="vanished">让“资源”步骤中的“每节点 GPU 数”与脚本使用的数量一致；如果 torch 一个 GPU 也看不到，请加载站点 PyTorch 所需的 CUDA 模块。</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="vanished">请上传项目，或检查“训练脚本”的路径。</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="vanished">请在计算节点的文件系统（项目空间或 scratch 空间）中选择属于你自己的工作文件夹和日志文件夹；有些站点在作业中把主文件夹设为只读。</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="vanished">那里几乎没有空间存放数据或检查点：请清理，或写入其他文件夹。</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="vanished">没有测试各 rank（torch 无法导入）。</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="vanished">NCCL，在 GPU 上</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="vanished">gloo，在 CPU 上</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="vanished">有一个 rank 没有响应</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="vanished">使用 NCCL 时，每个 rank 都需要一个独占的 GPU（每节点 GPU 数与每节点 rank 数相同），并且每个节点上都要有站点的 CUDA/NCCL 模块；请尝试站点的 PyTorch 模块，并设置 NCCL_DEBUG=INFO 查看原因。</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="vanished">各节点必须能通过网络互相访问：请保留 Slipway 写入的启动器（srun 或 torchrun）及其 MASTER_ADDR/MASTER_PORT 行。</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="vanished">检查已经开始但没有完成；作业可能用完了时间或内存。</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="vanished">请查看作业的日志，并用更多时间重试。</translation>
    </message>
</context>
<context>
    <name>slipway::envsetup</name>
    <message>
        <source>No modules were asked for.</source>
        <translation>没有要求加载任何模块。</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation>（一个虚拟环境）</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation>构建时未启用 CUDA：仅限 CPU</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation>请在“要加载的模块”中加载站点的 PyTorch 模块（放在环境之前），或把 pip 包 torch 加入“软件包”并重新设置环境。</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation>请在“环境”步骤中把站点的 PyTorch 模块加入“要加载的模块”。</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation>没有申请 GPU；作业在 CPU 上运行。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation>请使用支持 CUDA 的 PyTorch 构建：站点的 PyTorch 模块，或站点 wheelhouse 中的 torch，而不是仅支持 CPU 的版本。</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation>请在“资源”步骤中选择 GPU 分区，或者对 CPU 作业把每节点 GPU 数设为 0。</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation>让“资源”步骤中的“每节点 GPU 数”与脚本使用的数量一致；如果 torch 一个 GPU 也看不到，请加载站点 PyTorch 所需的 CUDA 模块。</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation>请上传项目，或检查“训练脚本”的路径。</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation>请在计算节点的文件系统（项目空间或 scratch 空间）中选择属于你自己的工作文件夹和日志文件夹；有些站点在作业中把主文件夹设为只读。</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation>那里几乎没有空间存放数据或检查点：请清理，或写入其他文件夹。</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation>没有测试各 rank（torch 无法导入）。</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation>NCCL，在 GPU 上</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation>gloo，在 CPU 上</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation>有一个 rank 没有响应</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation>使用 NCCL 时，每个 rank 都需要一个独占的 GPU（每节点 GPU 数与每节点 rank 数相同），并且每个节点上都要有站点的 CUDA/NCCL 模块；请尝试站点的 PyTorch 模块，并设置 NCCL_DEBUG=INFO 查看原因。</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation>各节点必须能通过网络互相访问：请保留 Slipway 写入的启动器（srun 或 torchrun）及其 MASTER_ADDR/MASTER_PORT 行。</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation>检查已经开始但没有完成；作业可能用完了时间或内存。</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation>请查看作业的日志，并用更多时间重试。</translation>
    </message>
</context>
<context>
    <name>slipway::envsetup::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="vanished">没有要求加载任何模块。</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="vanished">（一个虚拟环境）</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="vanished">构建时未启用 CUDA：仅限 CPU</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="vanished">请在“要加载的模块”中加载站点的 PyTorch 模块（放在环境之前），或把 pip 包 torch 加入“软件包”并重新设置环境。</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="vanished">请在“环境”步骤中把站点的 PyTorch 模块加入“要加载的模块”。</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="vanished">没有申请 GPU；作业在 CPU 上运行。</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">无</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="vanished">请使用支持 CUDA 的 PyTorch 构建：站点的 PyTorch 模块，或站点 wheelhouse 中的 torch，而不是仅支持 CPU 的版本。</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="vanished">请在“资源”步骤中选择 GPU 分区，或者对 CPU 作业把每节点 GPU 数设为 0。</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="vanished">让“资源”步骤中的“每节点 GPU 数”与脚本使用的数量一致；如果 torch 一个 GPU 也看不到，请加载站点 PyTorch 所需的 CUDA 模块。</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="vanished">请上传项目，或检查“训练脚本”的路径。</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="vanished">请在计算节点的文件系统（项目空间或 scratch 空间）中选择属于你自己的工作文件夹和日志文件夹；有些站点在作业中把主文件夹设为只读。</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="vanished">那里几乎没有空间存放数据或检查点：请清理，或写入其他文件夹。</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="vanished">没有测试各 rank（torch 无法导入）。</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="vanished">NCCL，在 GPU 上</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="vanished">gloo，在 CPU 上</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="vanished">有一个 rank 没有响应</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="vanished">使用 NCCL 时，每个 rank 都需要一个独占的 GPU（每节点 GPU 数与每节点 rank 数相同），并且每个节点上都要有站点的 CUDA/NCCL 模块；请尝试站点的 PyTorch 模块，并设置 NCCL_DEBUG=INFO 查看原因。</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="vanished">各节点必须能通过网络互相访问：请保留 Slipway 写入的启动器（srun 或 torchrun）及其 MASTER_ADDR/MASTER_PORT 行。</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="vanished">检查已经开始但没有完成；作业可能用完了时间或内存。</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="vanished">请查看作业的日志，并用更多时间重试。</translation>
    </message>
</context>
<context>
    <name>slipway::events::ComparisonTable</name>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>%1 (last)</source>
        <translation>%1（最后）</translation>
    </message>
    <message>
        <source>%1 (min)</source>
        <translation>%1（最小）</translation>
    </message>
    <message>
        <source>%1 (max)</source>
        <translation>%1（最大）</translation>
    </message>
    <message>
        <source>Could not save the table to %1: %2</source>
        <translation>无法把表格保存到 %1：%2</translation>
    </message>
</context>
<context>
    <name>slipway::events::PlotModel</name>
    <message>
        <source>%1, at byte %2: %3</source>
        <translation>%1，在第 %2 字节处：%3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>slipway::remote::EventProgress</name>
    <message>
        <source>Stopped before the event files were read.</source>
        <translation>在读取事件文件之前已停止。</translation>
    </message>
</context>
<context>
    <name>slipway::remote::TensorBoardSession</name>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation>到集群的连接已关闭。</translation>
    </message>
    <message>
        <source>Looking for the TensorBoard the job started (%1)…</source>
        <translation>正在查找作业启动的 TensorBoard（%1）…</translation>
    </message>
    <message>
        <source>Starting TensorBoard for %1 on %2…</source>
        <translation>正在 %2 上为 %1 启动 TensorBoard…</translation>
    </message>
    <message>
        <source>Reusing the TensorBoard already running for %1 (pid %2, port %3)…</source>
        <translation>正在复用已为 %1 运行的 TensorBoard（pid %2，端口 %3）…</translation>
    </message>
    <message>
        <source>Started TensorBoard for %1 (pid %2, port %3); waiting for it to answer…</source>
        <translation>已为 %1 启动 TensorBoard（pid %2，端口 %3）；正在等待它响应…</translation>
    </message>
    <message>
        <source>There is no folder %1 on %2.</source>
        <translation>%2 上没有文件夹 %1。</translation>
    </message>
    <message>
        <source>No permission to open the folder %1 on %2.</source>
        <translation>没有权限打开 %2 上的文件夹 %1。</translation>
    </message>
    <message>
        <source>The environment command &quot;%1&quot; failed on %2%3</source>
        <translation>环境命令 &quot;%1&quot; 在 %2 上失败%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on %2. Give an environment command that provides it, e.g. &quot;module load TensorBoard&quot; or &quot;source ~/venv/bin/activate&quot;.</source>
        <translation>在 %2 上找不到 &quot;%1&quot;。请给出一个提供它的环境命令，例如 &quot;module load TensorBoard&quot; 或 &quot;source ~/venv/bin/activate&quot;。</translation>
    </message>
    <message>
        <source>No free port was found on %1.</source>
        <translation>在 %1 上找不到空闲端口。</translation>
    </message>
    <message>
        <source>Starting TensorBoard on %1 failed (exit status %2)%3</source>
        <translation>在 %1 上启动 TensorBoard 失败（退出状态 %2）%3</translation>
    </message>
    <message>
        <source>Waiting for the job to start TensorBoard (%1 appears once the job runs)…</source>
        <translation>正在等待作业启动 TensorBoard（作业运行后会出现 %1）…</translation>
    </message>
    <message>
        <source>The job has not started TensorBoard yet: %1 does not exist. It appears once the job runs; is the job still waiting in the queue?</source>
        <translation>作业还没有启动 TensorBoard：%1 不存在。它会在作业运行后出现；作业是否还在队列中等待？</translation>
    </message>
    <message>
        <source>TensorBoard on %1, port %2, did not answer within %3 s; its output is in %4.log.</source>
        <translation>%1 上端口 %2 的 TensorBoard 在 %3 秒内没有响应；其输出在 %4.log 中。</translation>
    </message>
    <message>
        <source>TensorBoard is starting on %1 (port %2)…</source>
        <translation>TensorBoard 正在 %1 上启动（端口 %2）…</translation>
    </message>
    <message>
        <source>TensorBoard stopped on its own%1</source>
        <translation>TensorBoard 自行停止了%1</translation>
    </message>
    <message>
        <source>TensorBoard did not answer within %1 s.</source>
        <translation>TensorBoard 在 %1 秒内没有响应。</translation>
    </message>
    <message>
        <source>Forwarding a local port to TensorBoard (port %1 on %2)…</source>
        <translation>正在把一个本地端口转发到 TensorBoard（%2 上的端口 %1）…</translation>
    </message>
    <message>
        <source>The tunnel closed: the connection to the cluster ended.</source>
        <translation>隧道已关闭：到集群的连接已结束。</translation>
    </message>
    <message>
        <source>TensorBoard is running for %1.</source>
        <translation>TensorBoard 正在为 %1 运行。</translation>
    </message>
    <message>
        <source>TensorBoard did not answer through the tunnel: %1</source>
        <translation>TensorBoard 没有通过隧道响应：%1</translation>
    </message>
    <message>
        <source>Stopping (waiting for the start command to answer)…</source>
        <translation>正在停止（等待启动命令响应）…</translation>
    </message>
    <message>
        <source>Stopping TensorBoard (pid %1) on %2…</source>
        <translation>正在停止 %2 上的 TensorBoard（pid %1）…</translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster failed: %1</source>
        <translation>停止集群上的 TensorBoard 失败：%1</translation>
    </message>
    <message>
        <source>Tunnel closed; TensorBoard runs on %1 until the job ends.</source>
        <translation>隧道已关闭；TensorBoard 会在 %1 上一直运行到作业结束。</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message numerus="yes">
        <source>Tunnel closed; TensorBoard left running on the cluster (for up to %n hour(s) unless Slipway opens it again).</source>
        <translation>
            <numerusform>隧道已关闭；TensorBoard 仍在集群上运行（最长 %n 小时，除非 Slipway 再次打开它）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Port %1 on %2 was taken by another program just before TensorBoard could use it; starting TensorBoard on another port…</source>
        <translation>%2 上的端口 %1 在 TensorBoard 使用之前被另一个程序占用；正在另一个端口上启动 TensorBoard…</translation>
    </message>
    <message numerus="yes">
        <source>TensorBoard could not use any of the %n free ports Slipway chose on %1: each was taken by another program before TensorBoard could use it. Try again in a minute.%2</source>
        <translation>
            <numerusform>Slipway 在 %1 上选择的 %n 个空闲端口 TensorBoard 都无法使用：每个端口都在 TensorBoard 使用之前被另一个程序占用。请一分钟后再试。%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ChartGrid</name>
    <message>
        <source>%1 Slipway keeps checking every %2 s, so the curves appear once the folder can be read (a job that has not started yet creates it later).</source>
        <translation>%1 Slipway 每 %2 秒检查一次，因此一旦该文件夹可以读取，曲线就会出现（尚未开始的作业稍后才会创建它）。</translation>
    </message>
    <message>
        <source>No scalar values in this folder yet. Slipway checks for new data every %1 s, so curves appear as soon as the training script logs them.</source>
        <translation>这个文件夹中还没有标量值。Slipway 每 %1 秒检查一次新数据，因此训练脚本一记录数据，曲线就会出现。</translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation>正在读取文件夹…</translation>
    </message>
    <message>
        <source>No tag is shown: the filter matches none of the %1 tags, or they are unticked.</source>
        <translation>没有显示任何标签：筛选条件与 %1 个标签都不匹配，或者它们未被勾选。</translation>
    </message>
    <message>
        <source>Every run is hidden: tick a run in the list to see its curves.</source>
        <translation>所有运行都已隐藏：在列表中勾选一个运行即可查看其曲线。</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation>%1 个标签</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 tags; type a filter to see the others.</source>
        <translation>显示 %2 个标签中的前 %1 个；输入筛选条件可查看其他标签。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ClusterStep</name>
    <message>
        <source>Choose the cluster your job runs on. Slipway knows each cluster&apos;s rules (partitions, GPU limits, where environments may go) from its site profile.</source>
        <translation>选择作业运行的集群。Slipway 从每个集群的站点配置中了解其规则（分区、GPU 限制、环境可以放在哪里）。</translation>
    </message>
    <message>
        <source> — retired</source>
        <translation> — 已退役</translation>
    </message>
    <message>
        <source> — retired; use %1</source>
        <translation> — 已退役；请使用 %1</translation>
    </message>
    <message>
        <source>The login node, or an alias from your SSH config (Host lines).</source>
        <translation>登录节点，或你的 SSH 配置中的别名（Host 行）。</translation>
    </message>
    <message>
        <source>Login host or SSH alias:</source>
        <translation>登录主机或 SSH 别名：</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>An OpenSSH config file that defines the alias; empty for your usual ~/.ssh/config.</source>
        <translation>定义该别名的 OpenSSH 配置文件；留空则使用你平常的 ~/.ssh/config。</translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation>SSH 配置文件：</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>调度器：%1</translation>
    </message>
    <message>
        <source>This cluster is retired%1. %2</source>
        <translation>这个集群已退役%1。%2</translation>
    </message>
    <message>
        <source> since %1</source>
        <translation>（自 %1 起）</translation>
    </message>
    <message>
        <source>Its successor: %1.</source>
        <translation>其后继系统：%1。</translation>
    </message>
    <message>
        <source>This computer has no scheduler: Slipway writes the script, and you run it yourself or use the Local page.</source>
        <translation>这台计算机没有调度器：Slipway 编写脚本，由你自己运行，或使用“本地”页面。</translation>
    </message>
    <message>
        <source>The centre&apos;s documentation</source>
        <translation>中心的文档</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ComparisonView</name>
    <message>
        <source>Filter runs, e.g. lr=0.01</source>
        <translation>筛选运行，例如 lr=0.01</translation>
    </message>
    <message>
        <source>Shows the runs whose name or a parameter (written name=value) contains this text</source>
        <translation>显示名称或某个参数（写作 name=value）包含此文本的运行</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>全部运行</translation>
    </message>
    <message>
        <source> runs</source>
        <translation> 次运行</translation>
    </message>
    <message>
        <source>Only the first runs in the table&apos;s order: sort by a column, then keep the best ones</source>
        <translation>只显示按表格顺序排在前面的运行：先按某一列排序，再保留最好的几个</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>着色依据</translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter get the same colour</source>
        <translation>该参数取值相同的运行使用相同的颜色</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>分组依据</translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter share a colour and a band: their mean ± standard deviation (for example across seeds)</source>
        <translation>该参数取值相同的运行共用一种颜色和一条带：它们的均值 ± 标准差（例如不同随机种子之间）</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>导出表格…</translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file</source>
        <translation>把显示的行保存为 CSV 文件</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 次运行</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 次运行</translation>
    </message>
    <message>
        <source>%1 of %2 runs shown</source>
        <translation>显示了 %2 次运行中的 %1 次</translation>
    </message>
    <message>
        <source>Export the run table</source>
        <translation>导出运行表格</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionEditDialog</name>
    <message>
        <source>Add a connection</source>
        <translation>添加连接</translation>
    </message>
    <message>
        <source>Edit connection</source>
        <translation>编辑连接</translation>
    </message>
    <message>
        <source>My cluster</source>
        <translation>我的集群</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>user@login.cluster.example.org:22</source>
        <translation>user@login.cluster.example.org:22</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519 (optional)</source>
        <translation>~/.ssh/id_ed25519（可选）</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>密钥文件：</translation>
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation>请为连接起一个名称。</translation>
    </message>
    <message>
        <source>Enter the address, e.g. alice@login.cluster.example.org.</source>
        <translation>请输入地址，例如 alice@login.cluster.example.org。</translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation>密钥文件 %1 不存在。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionsPage</name>
    <message>
        <source>&lt;b&gt;Clusters&lt;/b&gt;</source>
        <translation>&lt;b&gt;集群&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>断开连接</translation>
    </message>
    <message>
        <source>New run on this cluster…</source>
        <translation>在这个集群上新建运行…</translation>
    </message>
    <message>
        <source>Start the New run wizard on this connection.</source>
        <translation>在这个连接上启动“新建运行”向导。</translation>
    </message>
    <message>
        <source>%1  (ssh config)</source>
        <translation>%1  （ssh 配置）</translation>
    </message>
    <message>
        <source>No clusters yet</source>
        <translation>还没有集群</translation>
    </message>
    <message>
        <source>Add one with “Add…”, or add a Host to ~/.ssh/config.</source>
        <translation>用“添加…”添加一个，或在 ~/.ssh/config 中添加一个 Host。</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation type="vanished">（经由 %1）</translation>
    </message>
    <message>
        <source> — next: choose what to run here with “New run on this cluster”.</source>
        <translation type="vanished"> — 下一步：用“在这个集群上新建运行”选择要在这里运行的内容。</translation>
    </message>
    <message>
        <source>Server identity changed</source>
        <translation>服务器身份已改变</translation>
    </message>
    <message>
        <source>Slipway refused to connect to %1.</source>
        <translation>Slipway 拒绝连接到 %1。</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <extracomment>%1 is the address so far, %2 a jump host it goes through</extracomment>
        <translation>%1（经由 %2）</translation>
    </message>
    <message>
        <source>%1 — next: choose what to run here with “New run on this cluster”.</source>
        <translation>%1 — 下一步：用“在这个集群上新建运行”选择要在这里运行的内容。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::DoctorPanel</name>
    <message>
        <source>&lt;b&gt;Environment doctor&lt;/b&gt;: a short job on the cluster checks the machine your training will use (modules, Python, torch and its CUDA build, GPUs, ranks working together, imports, folders, free space, CPUs).</source>
        <translation>&lt;b&gt;环境诊断&lt;/b&gt;：在集群上运行一个短作业，检查训练将使用的机器（模块、Python、torch 及其 CUDA 构建、GPU、各 rank 能否协同工作、导入、文件夹、可用空间、CPU）。</translation>
    </message>
    <message>
        <source>Check this environment on the cluster</source>
        <translation>在集群上检查这个环境</translation>
    </message>
    <message>
        <source>Submits a short job (on the debug partition where one fits) with this recipe, these resources and this parallelism.</source>
        <translation>用这个环境方案、这些资源和这种并行方式提交一个短作业（有合适的调试分区时就用调试分区）。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancels the doctor job.</source>
        <translation>取消诊断作业。</translation>
    </message>
    <message>
        <source>The doctor checks environments on clusters; this computer has no batch scheduler.</source>
        <translation>环境诊断检查的是集群上的环境；这台计算机没有批处理调度器。</translation>
    </message>
    <message>
        <source>The doctor can check the environment once the job script has no errors.</source>
        <translation>作业脚本没有错误后，环境诊断才能检查环境。</translation>
    </message>
    <message>
        <source>Not checked on the cluster yet for this cluster, recipe and environment. The check takes a few minutes, most of it waiting in the queue.</source>
        <translation>尚未在集群上针对这个集群、环境方案和环境进行检查。检查需要几分钟，其中大部分时间是在队列中等待。</translation>
    </message>
    <message>
        <source>Checked on %1 (doctor job %2 on %3): everything the job needs works.</source>
        <translation>已于 %1 检查（诊断作业 %2，在 %3 上）：作业需要的一切都能正常工作。</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>重新检查</translation>
    </message>
    <message numerus="yes">
        <source>Checked on %1 (doctor job %2): %n problem(s) to fix, listed below.</source>
        <translation>
            <numerusform>已于 %1 检查（诊断作业 %2）：有 %n 个问题需要修正，列在下方。</numerusform>
        </translation>
    </message>
    <message>
        <source>The doctor could not finish: %1</source>
        <translation>环境诊断未能完成：%1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修正方法：%1</translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation>请先连接到集群（“集群”步骤）。</translation>
    </message>
    <message>
        <source>Reading what the training script imports…</source>
        <translation>正在读取训练脚本导入的内容…</translation>
    </message>
    <message>
        <source>Starting the doctor job %1…</source>
        <translation>正在启动诊断作业 %1…</translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation>无法记住结果：%1</translation>
    </message>
    <message>
        <source>Your project has changed since the check on %1 (doctor job %2): check it again, so the doctor job sees the code that will run.</source>
        <translation>自 %1 的检查（诊断作业 %2）以来，你的项目已有改动：请重新检查，让诊断作业看到将要运行的代码。</translation>
    </message>
    <message>
        <source>Cancelled before anything was sent.</source>
        <translation>在发送任何内容之前已取消。</translation>
    </message>
    <message>
        <source>The project was not sent, so the doctor did not run: %1</source>
        <translation>项目未发送，因此环境诊断没有运行：%1</translation>
    </message>
    <message>
        <source>Sending the project to the cluster for the doctor job…</source>
        <translation>正在把项目发送到集群，供诊断作业使用…</translation>
    </message>
    <message>
        <source>Cancelled: the project was sent, but the doctor did not run.</source>
        <translation>已取消：项目已发送，但诊断没有运行。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::DownloadDialog</name>
    <message>
        <source>Download to the cluster</source>
        <translation>下载到集群</translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster</source>
        <translation>把 Fashion-MNIST 下载到集群</translation>
    </message>
    <message>
        <source>Give the address of a zip or tar.gz archive (as your centre&apos;s documentation hands out examples). It is unpacked into a new folder on the cluster.</source>
        <translation>请给出 zip 或 tar.gz 压缩包的地址（就像你所在中心的文档提供示例那样）。它会被解压到集群上的一个新文件夹中。</translation>
    </message>
    <message>
        <source>Fashion-MNIST: 70,000 small pictures of clothes in 10 classes (4 files, 30 MB). The examples train on it when their Arguments name its folder with --data.</source>
        <translation>Fashion-MNIST：70,000 张衣物小图片，分为 10 类（4 个文件，30 MB）。当示例的“参数”用 --data 指向它所在的文件夹时，示例就会用它进行训练。</translation>
    </message>
    <message>
        <source>optional: the SHA-256 the page gives</source>
        <translation>可选：页面上给出的 SHA-256</translation>
    </message>
    <message>
        <source>Address (URL):</source>
        <translation>地址（URL）：</translation>
    </message>
    <message>
        <source>Checksum:</source>
        <translation>校验和：</translation>
    </message>
    <message>
        <source>a folder on the cluster, e.g. ~/data/examples</source>
        <translation>集群上的一个文件夹，例如 ~/data/examples</translation>
    </message>
    <message>
        <source>Folder on the cluster:</source>
        <translation>集群上的文件夹：</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node downloads it.</source>
        <translation>由集群的登录节点下载。</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway uploads its own copy from this computer.</source>
        <translation>集群的登录节点无法访问互联网：Slipway 会从这台计算机上传自带的副本。</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway downloads it to this computer first, then uploads it.</source>
        <translation>集群的登录节点无法访问互联网：Slipway 会先下载到这台计算机，然后上传。</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>取消下载</translation>
    </message>
    <message>
        <source>Folder on the cluster: choose where to put it.</source>
        <translation>集群上的文件夹：请选择存放位置。</translation>
    </message>
    <message>
        <source>Address (URL): %1</source>
        <translation>地址（URL）：%1</translation>
    </message>
    <message>
        <source>Checksum: %1</source>
        <translation>校验和：%1</translation>
    </message>
    <message>
        <source>Connect to the cluster first.</source>
        <translation>请先连接到集群。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was left on the cluster.</source>
        <translation>已取消。集群上没有留下任何东西。</translation>
    </message>
    <message>
        <source>Already in %1 on the cluster (the checksums match).</source>
        <translation>已在集群上的 %1 中（校验和一致）。</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) in %1 on the cluster, checked by checksum.</source>
        <translation>
            <numerusform>完成：集群上的 %1 中有 %n 个文件，已用校验和核对。</numerusform>
        </translation>
    </message>
    <message>
        <source>Download again</source>
        <translation>重新下载</translation>
    </message>
</context>
<context>
    <name>slipway::ui::EnvironmentStep</name>
    <message>
        <source>Modules only</source>
        <translation>仅使用模块</translation>
    </message>
    <message>
        <source>Module + your own venv</source>
        <translation>模块 + 自己的 venv</translation>
    </message>
    <message>
        <source>Fresh venv per job from the site&apos;s ready-built packages</source>
        <translation>每个作业用站点预先构建的软件包新建 venv</translation>
    </message>
    <message>
        <source>Conda environment</source>
        <translation>Conda 环境</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>容器镜像</translation>
    </message>
    <message>
        <source>Nothing (system Python)</source>
        <translation>无（系统 Python）</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>环境：</translation>
    </message>
    <message>
        <source>e.g. PyTorch/1.13.1 (space-separated; pick from the list)</source>
        <translation>例如 PyTorch/1.13.1（用空格分隔；从列表中选择）</translation>
    </message>
    <message>
        <source>Modules to load:</source>
        <translation>要加载的模块：</translation>
    </message>
    <message>
        <source>Environment folder:</source>
        <translation>环境文件夹：</translation>
    </message>
    <message>
        <source>extra pip/conda packages, space-separated</source>
        <translation>额外的 pip/conda 软件包，用空格分隔</translation>
    </message>
    <message>
        <source>Packages:</source>
        <translation>软件包：</translation>
    </message>
    <message>
        <source>Container image:</source>
        <translation>容器镜像：</translation>
    </message>
    <message>
        <source>What the cluster offers</source>
        <translation>集群提供的内容</translation>
    </message>
    <message>
        <source>Search modules, conda environments, venvs…</source>
        <translation>搜索模块、conda 环境、venv…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Use selected</source>
        <translation>使用所选项</translation>
    </message>
    <message>
        <source>Other versions</source>
        <translation>其他版本</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>重新查找</translation>
    </message>
    <message>
        <source>Check torch in this environment</source>
        <translation>在这个环境中检查 torch</translation>
    </message>
    <message>
        <source>Check torch</source>
        <translation>检查 torch</translation>
    </message>
    <message>
        <source>Loads the environment on the login node and imports torch.</source>
        <translation>在登录节点上加载该环境并导入 torch。</translation>
    </message>
    <message>
        <source>One-time set-up on the login node</source>
        <translation>在登录节点上一次性设置</translation>
    </message>
    <message>
        <source>Set up on the login node</source>
        <translation>在登录节点上设置</translation>
    </message>
    <message>
        <source>The set-up script&apos;s output appears here as it runs.</source>
        <translation>设置脚本运行时，其输出会显示在这里。</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>检查已取消。</translation>
    </message>
    <message>
        <source>Listing modules…</source>
        <translation>正在列出模块…</translation>
    </message>
    <message>
        <source>Looking for conda environments…</source>
        <translation>正在查找 conda 环境…</translation>
    </message>
    <message>
        <source>Looking for venvs in your folders…</source>
        <translation>正在你的文件夹中查找 venv…</translation>
    </message>
    <message>
        <source>Could not list %1: %2</source>
        <translation type="vanished">无法列出 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>找到 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped; %1 so far.</source>
        <translation>已停止；目前为止 %1。</translation>
    </message>
    <message>
        <source>Could not</source>
        <translation type="vanished">无法</translation>
    </message>
    <message>
        <source>Done: %1 (modules: %2).</source>
        <translation>完成：%1（模块：%2）。</translation>
    </message>
    <message>
        <source>There is no connection: give a login host on the Cluster step.</source>
        <translation>没有连接：请在“集群”步骤中给出登录主机。</translation>
    </message>
    <message>
        <source>Asking for the versions of %1…</source>
        <translation>正在查询 %1 的版本…</translation>
    </message>
    <message>
        <source>The module system lists no versions of %1.</source>
        <translation>模块系统没有列出 %1 的任何版本。</translation>
    </message>
    <message>
        <source>Versions of %1: %2</source>
        <translation>%1 的版本：%2</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>没有到集群的连接。</translation>
    </message>
    <message>
        <source>Checking… (importing torch can take a while)</source>
        <translation>正在检查…（导入 torch 可能需要一段时间）</translation>
    </message>
    <message>
        <source>torch could not be imported: %1</source>
        <translation>无法导入 torch：%1</translation>
    </message>
    <message>
        <source>torch %1, built with CUDA %2.</source>
        <translation>torch %1，使用 CUDA %2 构建。</translation>
    </message>
    <message>
        <source>torch %1, built without CUDA: it runs on CPUs only, so GPUs would sit idle.</source>
        <translation>torch %1，构建时未启用 CUDA：它只能在 CPU 上运行，GPU 会闲置。</translation>
    </message>
    <message>
        <source>Running the set-up on the login node…</source>
        <translation>正在登录节点上运行设置…</translation>
    </message>
    <message>
        <source>This environment needs no set-up.</source>
        <translation>这个环境不需要设置。</translation>
    </message>
    <message>
        <source>Environments found on the cluster</source>
        <translation>在集群上找到的环境</translation>
    </message>
    <message>
        <source>Could not list the modules: %1</source>
        <translation>无法列出模块：%1</translation>
    </message>
    <message>
        <source>Could not look for conda environments: %1</source>
        <translation>无法查找 conda 环境：%1</translation>
    </message>
    <message>
        <source>Could not look for venvs in your folders: %1</source>
        <translation>无法在你的文件夹中查找 venv：%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::FindingsView</name>
    <message>
        <source>Must be fixed before submitting</source>
        <translation>提交前必须修正</translation>
    </message>
    <message>
        <source>Advice (does not stop submission)</source>
        <translation>建议（不会阻止提交）</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>没有发现问题。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::GuiPrompter</name>
    <message>
        <source>The remembered answer was refused, so Slipway removed it from the keychain. %1</source>
        <translation>记住的答案被拒绝了，因此 Slipway 已把它从钥匙串中删除。%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::HostKeyDialog</name>
    <message>
        <source>New server: check its fingerprint</source>
        <translation>新服务器：请核对其指纹</translation>
    </message>
    <message>
        <source>&lt;b&gt;Slipway has not connected to %1 before.&lt;/b&gt;&lt;br&gt;Before you trust it, compare the fingerprint below with the one your computing centre publishes (often on its &quot;SSH fingerprints&quot; documentation page). If they differ, do not connect.</source>
        <translation>&lt;b&gt;Slipway 以前没有连接过 %1。&lt;/b&gt;&lt;br&gt;在信任它之前，请把下面的指纹与你所在计算中心公布的指纹（通常在其“SSH fingerprints”文档页面上）进行比较。如果不一致，请不要连接。</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>服务器：</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>密钥类型：</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>指纹：</translation>
    </message>
    <message>
        <source>Paste the published fingerprint to compare (optional)</source>
        <translation>粘贴公布的指纹以进行比较（可选）</translation>
    </message>
    <message>
        <source>Published:</source>
        <translation>公布的指纹：</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>保存到：</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>信任并连接</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>不要连接</translation>
    </message>
    <message>
        <source>✔ The fingerprints are identical.</source>
        <translation>✔ 指纹完全一致。</translation>
    </message>
    <message>
        <source>✘ The fingerprints differ: this may not be your cluster. Do not connect.</source>
        <translation>✘ 指纹不一致：这可能不是你的集群。请不要连接。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LadderPanel</name>
    <message>
        <source>&lt;b&gt;Smoke ladder&lt;/b&gt;: your training script for a few steps, first on this computer, then in one short debug job, then with two ranks together when the run is distributed. Each step shows its result and time; untick one to skip it.</source>
        <translation>&lt;b&gt;冒烟阶梯测试&lt;/b&gt;：用你的训练脚本运行几步，先在这台计算机上，再在一个短的调试作业中，如果运行是分布式的，最后用两个 rank 协同运行。每一级都会显示结果和用时；取消勾选即可跳过某一级。</translation>
    </message>
    <message>
        <source>Run the smoke ladder</source>
        <translation>运行冒烟阶梯测试</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stops the script on this computer, or cancels the step&apos;s job.</source>
        <translation>停止这台计算机上的脚本，或取消这一级的作业。</translation>
    </message>
    <message>
        <source>Steps of the full run:</source>
        <translation>完整运行的步数：</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未填写</translation>
    </message>
    <message>
        <source>Use for the full run</source>
        <translation>用于完整运行</translation>
    </message>
    <message>
        <source>Puts the time limit and memory below on the Resources step.</source>
        <translation>把下面的时间限制和内存填入“资源”步骤。</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <source>Only for runs distributed with DDP.</source>
        <translation>仅适用于用 DDP 分布式训练的运行。</translation>
    </message>
    <message>
        <source>The script is on the cluster, not on this computer.</source>
        <translation>脚本在集群上，不在这台计算机上。</translation>
    </message>
    <message>
        <source>The ladder can run once the job script has no errors.</source>
        <translation>作业脚本没有错误后才能运行阶梯测试。</translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation>请先连接到集群（“集群”步骤）。</translation>
    </message>
    <message>
        <source>The project was not sent, so the ladder did not run: %1</source>
        <translation>项目未发送，因此阶梯测试没有运行：%1</translation>
    </message>
    <message>
        <source>The ladder passed: your script runs here and on the cluster.</source>
        <translation type="vanished">阶梯测试通过：你的脚本在本机和集群上都能运行。</translation>
    </message>
    <message>
        <source>The ladder stopped: see the steps below.</source>
        <translation>阶梯测试已停止：请查看下面的各级。</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>通过</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>已跳过</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>%1 — %2 (%3 s): %4</source>
        <translation>%1 — %2（%3 秒）：%4</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修正方法：%1</translation>
    </message>
    <message>
        <source>This computer has no batch scheduler, so there is no debug job to run; choose a cluster on the Cluster step.</source>
        <translation>这台计算机没有批处理调度器，因此没有调试作业可运行；请在“集群”步骤中选择一个集群。</translation>
    </message>
    <message>
        <source>Your script for a few steps here when this computer has a Python with torch (two ranks under torchrun for a DDP run); otherwise the LibTorch smoke test of the model exported as model.pt in the project folder.</source>
        <translation>当这台计算机有带 torch 的 Python 时，在这里运行您的脚本几步（DDP 运行时为 torchrun 下的两个进程）；否则对项目文件夹中导出为 model.pt 的模型运行 LibTorch 冒烟测试。</translation>
    </message>
    <message>
        <source>The ladder passed: every step that ran finished without an error.</source>
        <translation>阶梯已通过：运行过的每一步都没有出错地结束。</translation>
    </message>
    <message>
        <source>Nothing ran: every step was skipped (the list below says why).</source>
        <translation>什么都没有运行：每一步都被跳过了（下面的列表说明了原因）。</translation>
    </message>
    <message>
        <source>Cancelled: the project was sent, but the ladder did not run.</source>
        <translation>已取消：项目已发送，但阶梯测试没有运行。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <extracomment>%1 is the name of a language in that language, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>系统语言（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Slipway shows the new language the next time it starts. Job scripts and the commands they run stay in English, as schedulers and support staff expect.</source>
        <translation>Slipway 下次启动时将显示新的语言。作业脚本及其运行的命令仍保持英文，这是调度器和技术支持人员所期望的。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LocalPage</name>
    <message>
        <source>Local smoke test</source>
        <translation>本地冒烟测试</translation>
    </message>
    <message>
        <source>Train your model for a few steps on this computer before the queue does: does forward work, does the loss fall, does every parameter get a gradient, how fast and how big is it, and what should you ask the cluster for?</source>
        <translation>在排队之前，先在这台计算机上把模型训练几步：前向传播能否工作，损失是否下降，每个参数是否都得到梯度，速度有多快、占用多大，以及应该向集群申请多少资源？</translation>
    </message>
    <message>
        <source>LibTorch is opened when this page is first shown.</source>
        <translation>首次显示此页面时会打开 LibTorch。</translation>
    </message>
    <message>
        <source>Check LibTorch again</source>
        <translation>重新检查 LibTorch</translation>
    </message>
    <message>
        <source>What to test</source>
        <translation>测试内容</translation>
    </message>
    <message>
        <source>CNN on Fashion-MNIST (built-in)</source>
        <translation>内置 CNN（Fashion-MNIST）</translation>
    </message>
    <message>
        <source>The small CNN of PyTorch&apos;s MNIST example. With Data: Fashion-MNIST it learns to tell 10 kinds of clothing apart from Debian&apos;s dataset-fashion-mnist; with synthetic data it checks that training runs at all.</source>
        <translation>PyTorch MNIST 示例中的小型 CNN。数据选择 Fashion-MNIST 时，它会用 Debian 的 dataset-fashion-mnist 学习区分 10 种衣物；使用合成数据时，它只检查训练能否运行。</translation>
    </message>
    <message>
        <source>MLP on Fashion-MNIST (built-in)</source>
        <translation>内置 MLP（Fashion-MNIST）</translation>
    </message>
    <message>
        <source>TorchScript file (.pt)</source>
        <translation>TorchScript 文件（.pt）</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>模型(&amp;M)：</translation>
    </message>
    <message>
        <source>saved with torch.jit.script or torch.jit.trace</source>
        <translation>用 torch.jit.script 或 torch.jit.trace 保存</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>One sample, without the batch dimension: 1x28x28 for a grey 28x28 image, 3x224x224 for a colour one. Several inputs: separate them with commas.</source>
        <translation>单个样本，不含批量维度：28x28 灰度图像为 1x28x28，彩色图像为 3x224x224。多个输入：用逗号分隔。</translation>
    </message>
    <message>
        <source>&amp;Input shape:</source>
        <translation>输入形状(&amp;I)：</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>回归</translation>
    </message>
    <message>
        <source> classes</source>
        <translation> 个类别</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>Fashion-MNIST (installed)</source>
        <translation>Fashion-MNIST（已安装）</translation>
    </message>
    <message>
        <source>Fashion-MNIST (not installed)</source>
        <translation>Fashion-MNIST（未安装）</translation>
    </message>
    <message>
        <source>Synthetic (random)</source>
        <translation>合成数据（随机）</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>数据(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>批量大小(&amp;B)：</translation>
    </message>
    <message>
        <source>Training steps on one fixed batch: a model that can learn at all over-fits it, so its loss must fall.</source>
        <translation>在一个固定批量上训练的步数：只要模型能够学习，就会对它过拟合，因此其损失必然下降。</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>步数(&amp;S)：</translation>
    </message>
    <message>
        <source>LibTorch default</source>
        <translation>LibTorch 默认值</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>线程数(&amp;H)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;For the estimate of the real run&lt;/b&gt;</source>
        <translation>&lt;b&gt;用于估算正式运行&lt;/b&gt;</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> 个样本</translation>
    </message>
    <message>
        <source>Training set:</source>
        <translation>训练集：</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>轮数（epoch）：</translation>
    </message>
    <message>
        <source>An assumption, not a measurement: how much faster one GPU is than the CPU threads measured here.</source>
        <translation>这是假设而不是测量值：一个 GPU 比这里测得的 CPU 线程快多少倍。</translation>
    </message>
    <message>
        <source>Assumed GPU speed-up:</source>
        <translation>假定的 GPU 加速比：</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Choose a model and press Run.</source>
        <translation>选择一个模型，然后点击“运行”。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>The report appears here when the run ends.</source>
        <translation>运行结束后，报告会显示在这里。</translation>
    </message>
    <message>
        <source>Fill these into a new run</source>
        <translation>填入新建运行</translation>
    </message>
    <message>
        <source>Choose a TorchScript model</source>
        <translation>选择 TorchScript 模型</translation>
    </message>
    <message>
        <source>TorchScript models (*.pt *.pth *.ptc *.zip);;All files (*)</source>
        <translation>TorchScript 模型 (*.pt *.pth *.ptc *.zip);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Choose the model file first (Browse…), or pick a built-in model.</source>
        <translation>请先选择模型文件（浏览…），或选择一个内置模型。</translation>
    </message>
    <message>
        <source>Fashion-MNIST is not installed (on Debian: apt install dataset-fashion-mnist). Choose synthetic data instead.</source>
        <translation>Fashion-MNIST 未安装（在 Debian 上：apt install dataset-fashion-mnist）。请改选合成数据。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Opening LibTorch…</source>
        <translation>正在打开 LibTorch…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>正在加载模型…</translation>
    </message>
    <message>
        <source>Checking forward() with the input shape…</source>
        <translation>正在用该输入形状检查 forward()…</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>正在训练…</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>正在评估…</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>训练：第 %1 步，共 %2 步，损失 %3</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>LibTorch is unavailable.</source>
        <translation>LibTorch 不可用。</translation>
    </message>
    <message>
        <source>The smoke test found a problem: see the report.</source>
        <translation>冒烟测试发现了问题：请查看报告。</translation>
    </message>
    <message>
        <source>Passed: the model trains.</source>
        <translation>通过：模型可以训练。</translation>
    </message>
    <message>
        <source>Finished with problems: see the report.</source>
        <translation>已完成，但有问题：请查看报告。</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested for a run on a cluster: the New run wizard&apos;s &lt;i&gt;Resources&lt;/i&gt; step gets&lt;/p&gt;</source>
        <translation>&lt;p&gt;建议用于集群上的运行：“新建运行”向导的&lt;i&gt;资源&lt;/i&gt;步骤将填入&lt;/p&gt;</translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation>每任务 CPU 数：</translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation>每节点 GPU 数：</translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation>每节点内存：</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <source>Self-check passed: %1.</source>
        <translation>自检通过：%1。</translation>
    </message>
    <message>
        <source>Self-check FAILED: %1.</source>
        <translation>自检失败：%1。</translation>
    </message>
    <message>
        <source>Smoke test report</source>
        <translation>冒烟测试报告</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LogView</name>
    <message>
        <source>Search the log</source>
        <translation>搜索日志</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>上一个</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>下一个</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>跟随</translation>
    </message>
    <message>
        <source>Keep the end of the log in view as it grows.</source>
        <translation>日志增长时保持显示其末尾。</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>运行 %1</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>This run was never submitted, so it has no log.</source>
        <translation>这次运行从未提交，因此没有日志。</translation>
    </message>
    <message>
        <source>The log&apos;s location is not known yet; it is filled in when the scheduler reports the job.</source>
        <translation>日志的位置还不知道；调度器报告该作业后就会填入。</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>正在读取日志…</translation>
    </message>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation>到 %1 的连接已关闭。</translation>
    </message>
    <message>
        <source>Could not read %1: %2 Trying again; nothing is lost.</source>
        <translation>无法读取 %1：%2 正在重试；不会丢失任何内容。</translation>
    </message>
    <message>
        <source>[%1 was replaced; reading it from the start]</source>
        <translation>[%1 已被替换；正在从头读取]</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;Seen in line %3:&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;出现在第 %3 行：&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Waiting for the job to start writing %1.</source>
        <translation>正在等待作业开始写入 %1。</translation>
    </message>
    <message>
        <source> and </source>
        <translation> 和 </translation>
    </message>
    <message>
        <source>The job wrote no log at %1.</source>
        <translation>作业没有在 %1 写入日志。</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); following while the job runs.</source>
        <translation>
            <numerusform>%n 行；作业运行期间持续跟随。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); the job has ended.</source>
        <translation>
            <numerusform>%n 行；作业已结束。</numerusform>
        </translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LoginPromptDialog</name>
    <message>
        <source>Key passphrase</source>
        <translation>密钥密码短语</translation>
    </message>
    <message>
        <source>Enter the passphrase of your key &lt;b&gt;%1&lt;/b&gt; to log in to %2.</source>
        <translation>请输入你的密钥 &lt;b&gt;%1&lt;/b&gt; 的密码短语以登录 %2。</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>密码</translation>
    </message>
    <message>
        <source>Enter your password for &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>请输入 &lt;b&gt;%1&lt;/b&gt; 的密码。</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>登录</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 询问：</translation>
    </message>
    <message>
        <source>&lt;br&gt;(This is the jump host on the way to your cluster.)</source>
        <translation>&lt;br&gt;（这是通往你的集群途中的跳板主机。）</translation>
    </message>
    <message>
        <source>Remember in the system keychain</source>
        <translation>记住在系统钥匙串中</translation>
    </message>
    <message>
        <source>Kept by your operating system&apos;s keychain, never in Slipway&apos;s own files. Next time Slipway logs in without asking.</source>
        <translation>由操作系统的钥匙串保管，绝不会保存在 Slipway 自己的文件中。下次 Slipway 登录时不再询问。</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>登录</translation>
    </message>
</context>
<context>
    <name>slipway::ui::MainWindow</name>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>新建运行</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>That run is no longer in the history.</source>
        <translation>该运行已不在历史记录中。</translation>
    </message>
    <message>
        <source>This run has no working folder on a cluster to plot.</source>
        <translation>这次运行在集群上没有可绘图的工作文件夹。</translation>
    </message>
    <message>
        <source>That run has no TensorBoard in its job.</source>
        <translation>该运行的作业中没有 TensorBoard。</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>运行历史</translation>
    </message>
    <message>
        <source>Cluster folder…</source>
        <translation>集群文件夹…</translation>
    </message>
    <message>
        <source>Plot the event files of a folder on a cluster, live while the job writes them</source>
        <translation>绘制集群上某个文件夹中的事件文件，作业写入时实时更新</translation>
    </message>
    <message>
        <source>TensorBoard…</source>
        <translation>TensorBoard…</translation>
    </message>
    <message>
        <source>Start TensorBoard on a cluster&apos;s login node and open it here through a private tunnel</source>
        <translation>在集群的登录节点上启动 TensorBoard，并通过私有隧道在这里打开</translation>
    </message>
    <message>
        <source>Copied new event data from the cluster.</source>
        <translation>已从集群复制了新的事件数据。</translation>
    </message>
    <message>
        <source>Copying event files from %1:%2 …</source>
        <translation>正在从 %1:%2 复制事件文件…</translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster before quitting…</source>
        <translation>退出前正在停止集群上的 TensorBoard…</translation>
    </message>
    <message>
        <source>Language…</source>
        <translation>语言…</translation>
    </message>
    <message>
        <source>Choose the language of Slipway&apos;s windows</source>
        <translation>选择 Slipway 窗口的语言</translation>
    </message>
    <message>
        <source>The language changes the next time Slipway starts.</source>
        <translation>下次启动 Slipway 时将更改语言。</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>页面</translation>
    </message>
    <message>
        <source>Ctrl+1 to Ctrl+5 go straight to a page</source>
        <translation>按 Ctrl+1 到 Ctrl+5 可直接跳到某个页面</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>颜色</translation>
    </message>
    <message>
        <source>The app&apos;s colours: as the desktop has them, light or dark</source>
        <translation>应用的颜色：跟随桌面、浅色或深色</translation>
    </message>
    <message>
        <source>Colours: follow system</source>
        <translation>颜色：跟随系统</translation>
    </message>
    <message>
        <source>Colours: light</source>
        <translation>颜色：浅色</translation>
    </message>
    <message>
        <source>Colours: dark</source>
        <translation>颜色：深色</translation>
    </message>
    <message>
        <source>Notifications…</source>
        <translation>通知…</translation>
    </message>
    <message>
        <source>Choose what Slipway tells you about your jobs, and whether it keeps watching them when its window is closed</source>
        <translation>选择 Slipway 告诉您哪些作业消息，以及关闭窗口后是否继续关注作业</translation>
    </message>
    <message>
        <source>Quit Slipway?</source>
        <translation>退出 Slipway？</translation>
    </message>
    <message>
        <source>This desktop has no system tray, so Slipway cannot keep watching your jobs with its window closed. If you quit, you get no notifications until you open Slipway again; your jobs keep running on the cluster.</source>
        <translation>此桌面没有系统托盘，因此窗口关闭后 Slipway 无法继续关注您的作业。退出后，在再次打开 Slipway 之前您不会收到通知；您的作业仍在集群上运行。</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>Keep the window open</source>
        <translation>保持窗口打开</translation>
    </message>
</context>
<context>
    <name>slipway::ui::NewRunPage</name>
    <message>
        <source>1 What</source>
        <translation>1 内容</translation>
    </message>
    <message>
        <source>2 Cluster</source>
        <translation>2 集群</translation>
    </message>
    <message>
        <source>3 Environment</source>
        <translation>3 环境</translation>
    </message>
    <message>
        <source>4 Resources</source>
        <translation>4 资源</translation>
    </message>
    <message>
        <source>5 Parallelism</source>
        <translation>5 并行方式</translation>
    </message>
    <message>
        <source>6 Review</source>
        <translation>6 审阅</translation>
    </message>
    <message>
        <source>7 Submit</source>
        <translation>7 提交</translation>
    </message>
    <message>
        <source>Go to this step</source>
        <translation>转到此步骤</translation>
    </message>
    <message>
        <source>Quick first look on the login node</source>
        <translation>在登录节点上快速预检</translation>
    </message>
    <message>
        <source>Loads the environment on the login node and looks for what your training script imports. The login node may differ from the compute nodes; the environment doctor on the Review step checks in a real job.</source>
        <translation>在登录节点上加载该环境，并查找训练脚本导入的内容。登录节点可能与计算节点不同；“审阅”步骤中的环境诊断会在真实作业中检查。</translation>
    </message>
    <message>
        <source>Set it up now</source>
        <translation>立即设置</translation>
    </message>
    <message>
        <source>Runs the environment&apos;s one-time set-up on the login node (the same as on the Environment step), then checks again.</source>
        <translation>在登录节点上运行该环境的一次性设置（与“环境”步骤中的相同），然后重新检查。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancel the set-up</source>
        <translation>取消设置</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>提交</translation>
    </message>
    <message>
        <source>Stop sending</source>
        <translation>停止发送</translation>
    </message>
    <message>
        <source>Stops sending the project; nothing is submitted. What already arrived is kept, so the next submission sends only the rest.</source>
        <translation>停止发送项目；不会提交任何内容。已传到的部分会保留，因此下次提交只会发送其余部分。</translation>
    </message>
    <message>
        <source>Slipway checks the environment on the login node (nothing is uploaded when that finds a problem), sends your project, records the run, uploads the script to a new folder of its own in slipway-runs/ in the working folder, asks the scheduler for a dry run where it has one, then submits. A submission cannot be stopped half-way; cancel the job on the Runs page.</source>
        <translation>Slipway 会先在登录节点上检查环境（发现问题时不会上传任何内容），然后发送你的项目、记录这次运行、把脚本上传到工作文件夹中 slipway-runs/ 下的一个专属新文件夹、在调度器支持时请求试运行，最后提交。提交无法中途停止；请在“运行”页面上取消作业。</translation>
    </message>
    <message>
        <source>What do you want to run?</source>
        <translation>你想运行什么？</translation>
    </message>
    <message>
        <source>Where does the job run?</source>
        <translation>作业在哪里运行？</translation>
    </message>
    <message>
        <source>Which Python and torch?</source>
        <translation>使用哪个 Python 和 torch？</translation>
    </message>
    <message>
        <source>What does the job need?</source>
        <translation>作业需要什么？</translation>
    </message>
    <message>
        <source>How is the work spread?</source>
        <translation>工作如何分配？</translation>
    </message>
    <message>
        <source>The job script</source>
        <translation>作业脚本</translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="vanished">上一步</translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="vanished">下一步</translation>
    </message>
    <message>
        <source>Setting up the environment on the login node: %1</source>
        <translation>正在登录节点上设置环境：%1</translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation>设置没有完成：%1</translation>
    </message>
    <message>
        <source>Choose your cluster on the step &quot;Where does the job run?&quot; first, then come back here.</source>
        <translation>请先在“作业在哪里运行？”步骤中选择集群，然后回到这里。</translation>
    </message>
    <message>
        <source>Give the login host or SSH alias on the Cluster step.</source>
        <translation>请在“集群”步骤中给出登录主机或 SSH 别名。</translation>
    </message>
    <message>
        <source>There are no SSH connections in this window.</source>
        <translation>这个窗口中没有 SSH 连接。</translation>
    </message>
    <message>
        <source>On %1 the login node is not the machine your job uses: %2 Only this check counts; “Quick first look on the login node” on the Submit page cannot see it.</source>
        <translation>在 %1 上，登录节点并不是运行作业的机器：%2 只有这项检查才算数；“提交”页面上的“在登录节点上快速预检”看不到这一点。</translation>
    </message>
    <message>
        <source>Choose a cluster first.</source>
        <translation>请先选择集群。</translation>
    </message>
    <message>
        <source>%1 has no scheduler: copy the script from the Review step and run it with bash, or use the Local page.</source>
        <translation>%1 没有调度器：请从“审阅”步骤复制脚本并用 bash 运行，或使用“本地”页面。</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>正在提交…</translation>
    </message>
    <message>
        <source>Fix the problems listed above first.</source>
        <translation>请先修正上面列出的问题。</translation>
    </message>
    <message>
        <source>Choose the folder and its training script on the What step.</source>
        <translation>请在“内容”步骤中选择文件夹及其训练脚本。</translation>
    </message>
    <message>
        <source>The run history cannot be written, so nothing can be submitted.</source>
        <translation>无法写入运行历史，因此无法提交任何内容。</translation>
    </message>
    <message>
        <source>Your choices changed since the last check on the cluster; it runs again when you submit.</source>
        <translation>自上次在集群上检查以来你的选择已更改；提交时会重新检查。</translation>
    </message>
    <message>
        <source>Quick first look again (login node)</source>
        <translation>再次快速预检（登录节点）</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>没有发现问题。</translation>
    </message>
    <message>
        <source>No problems found in your choices. The environment is checked on the login node before anything is uploaded.</source>
        <translation>你的选择中没有发现问题。在上传任何内容之前，会先在登录节点上检查环境。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6 node(s), %7 GPU(s) per node, %8 CPU(s) per task, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;，经由 &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4，分区 %5：%6 个节点，每节点 %7 个 GPU，每任务 %8 个 CPU，内存 %9，时间 %10。环境：%11。&lt;/p&gt;%12</translation>
    </message>
    <message>
        <source> (config %1)</source>
        <translation>（配置 %1）</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>site default</source>
        <translation>站点默认值</translation>
    </message>
    <message>
        <source> per CPU</source>
        <translation type="vanished">（每 CPU）</translation>
    </message>
    <message>
        <source>Check cancelled; nothing was uploaded or submitted.</source>
        <translation>检查已取消；没有上传或提交任何内容。</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>检查已取消。</translation>
    </message>
    <message>
        <source>There is no cluster to check on.</source>
        <translation>没有可用于检查的集群。</translation>
    </message>
    <message>
        <source>Checking the environment on the login node…</source>
        <translation>正在登录节点上检查环境…</translation>
    </message>
    <message>
        <source>This environment is made inside each job, so your script&apos;s imports are checked only when the job runs.</source>
        <translation>这个环境是在每个作业中创建的，因此只有在作业运行时才会检查脚本的导入。</translation>
    </message>
    <message>
        <source>The check could not run on the login node.</source>
        <translation>无法在登录节点上运行检查。</translation>
    </message>
    <message>
        <source>The check on the login node found problems (listed above).</source>
        <translation>在登录节点上的检查发现了问题（列在上方）。</translation>
    </message>
    <message>
        <source>Checked on the login node: the environment loads and has what your script imports.</source>
        <translation>已在登录节点上检查：环境可以加载，并具备脚本导入的内容。</translation>
    </message>
    <message>
        <source>fix the problems listed above first. Nothing was uploaded.</source>
        <translation>请先修正上面列出的问题。没有上传任何内容。</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>与集群的连接已断开。</translation>
    </message>
    <message>
        <source>Setting up the environment on the login node…</source>
        <translation>正在登录节点上设置环境…</translation>
    </message>
    <message>
        <source>Reading the project folder…</source>
        <translation>正在读取项目文件夹…</translation>
    </message>
    <message>
        <source>Sending was stopped before anything was sent; nothing was submitted.</source>
        <translation>在发送任何内容之前已停止发送；没有提交任何内容。</translation>
    </message>
    <message>
        <source>Sending was stopped; nothing was submitted. What already arrived on the cluster is kept, so the next submission sends only the rest.</source>
        <translation>已停止发送；没有提交任何内容。已传到集群的部分会保留，因此下次提交只会发送其余部分。</translation>
    </message>
    <message>
        <source>The project was not sent: %1</source>
        <translation>项目没有发送：%1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Recording the run, uploading the script and asking the scheduler…</source>
        <translation>正在记录运行、上传脚本并询问调度器…</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>运行 %1：%2</translation>
    </message>
    <message>
        <source>Not submitted: %1</source>
        <translation>未提交：%1</translation>
    </message>
    <message>
        <source>Submit another run</source>
        <translation>提交另一个运行</translation>
    </message>
    <message>
        <source>Resources from the smoke ladder: %1</source>
        <translation>来自冒烟阶梯测试的资源：%1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>上一步(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一步(&amp;N)</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>参数扫描：%1</translation>
    </message>
    <message>
        <source>Sweep over %1: %2 The parameters go to params.tsv in the run&apos;s folder; each task reads its row and runs the script with them added.</source>
        <translation>对 %1 进行参数扫描：%2 参数写入运行文件夹中的 params.tsv；每个任务读取自己的那一行，并把这些参数加到脚本上运行。</translation>
    </message>
    <message>
        <source>The sweep on the Parallelism step: %1</source>
        <translation>“并行方式”步骤中的参数扫描：%1</translation>
    </message>
    <message>
        <source>Quick first look only: the login node is not the machine your job uses, so what it found does not count. Only the environment doctor on the Review step checks the machine your job uses.</source>
        <translation>仅供初步查看：登录节点并不是运行作业的机器，因此这里的结果不算数。只有“审阅”步骤中的环境诊断才会检查运行作业的机器。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6, %7, %8, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <extracomment>%6 is &quot;2 nodes&quot;, %7 &quot;1 GPU per node&quot;, %8 &quot;4 CPUs per task&quot;</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt;，经由 &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4，分区 %5：%6，%7，%8，内存 %9，时间 %10。环境：%11。&lt;/p&gt;%12</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>每节点 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>每任务 %n 个 CPU</numerusform>
        </translation>
    </message>
    <message>
        <source>your choices changed while the project was checked and uploaded. Submit again to use them.</source>
        <translation>在检查和上传项目期间你的选择发生了变化。请重新提交以使用新的选择。</translation>
    </message>
    <message>
        <source>%1 per CPU</source>
        <translation>%1（每 CPU）</translation>
    </message>
</context>
<context>
    <name>slipway::ui::NotificationDialog</name>
    <message>
        <source>Notifications and monitoring</source>
        <translation>通知与监控</translation>
    </message>
    <message>
        <source>Tell me on the desktop when a job…</source>
        <translation>在桌面上通知我，当作业…</translation>
    </message>
    <message>
        <source>&amp;starts running</source>
        <translation>开始运行(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;ends</source>
        <translation>结束(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;fails (with the reason and the last lines of its log)</source>
        <translation>失败（附原因和日志最后几行）(&amp;F)</translation>
    </message>
    <message>
        <source>will &amp;not finish before its time limit at its current pace</source>
        <translation>按当前速度无法在时间限制前完成(&amp;N)</translation>
    </message>
    <message>
        <source>leaves its &amp;GPUs idle</source>
        <translation>GPU 处于空闲(&amp;G)</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>空闲的 GPU</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>A GPU counts as idle below:</source>
        <translation>GPU 使用率低于此值视为空闲：</translation>
    </message>
    <message>
        <source>Warn when every GPU has been idle for:</source>
        <translation>所有 GPU 空闲达到此时长时警告：</translation>
    </message>
    <message>
        <source>&amp;Cancel such a job without asking me</source>
        <translation>不询问直接取消这样的作业(&amp;C)</translation>
    </message>
    <message>
        <source>Careful: a job that is only loading data or waiting for its first batch looks idle too. Slipway will cancel it, and whatever it has not saved is lost. Leave this off unless your jobs write checkpoints.</source>
        <translation>注意：只在加载数据或等待第一个批次的作业看起来也是空闲的。Slipway 会取消它，所有未保存的内容都会丢失。除非您的作业会写检查点，否则请保持关闭。</translation>
    </message>
    <message>
        <source>When the window is closed</source>
        <translation>窗口关闭时</translation>
    </message>
    <message>
        <source>&amp;Keep watching my jobs from the system tray</source>
        <translation>在系统托盘中继续关注我的作业(&amp;K)</translation>
    </message>
    <message>
        <source>This desktop has no system tray, so Slipway cannot stay open without its window. With this on, closing the window asks whether to quit; once Slipway quits, it stops watching.</source>
        <translation>此桌面没有系统托盘，因此 Slipway 无法在没有窗口时保持运行。开启后，关闭窗口时会询问是否退出；Slipway 退出后便停止关注。</translation>
    </message>
    <message>
        <source>Closing the window leaves Slipway in the system tray, where it keeps asking the clusters about your jobs and tells you what happens. Choose Quit in the tray icon&apos;s menu to stop it.</source>
        <translation>关闭窗口后 Slipway 留在系统托盘中，继续向集群查询您的作业并告诉您发生了什么。在托盘图标的菜单中选择“退出”即可停止。</translation>
    </message>
    <message>
        <source>Closing the window quits Slipway; it stops watching until you open it again.</source>
        <translation>关闭窗口即退出 Slipway；在您再次打开之前它不再关注作业。</translation>
    </message>
    <message>
        <source>Your choices could not be saved: %1</source>
        <translation>无法保存您的选择：%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ParallelismStep</name>
    <message>
        <source>One process on one CPU core. Right for a first test and for small models.</source>
        <translation>在一个 CPU 核心上运行一个进程。适合首次测试和小模型。</translation>
    </message>
    <message>
        <source>One process that uses several CPU cores: torch&apos;s intra-op threads and OMP_NUM_THREADS are set to the CPUs per task. Good for small models, which often train as fast on CPUs as on a GPU.</source>
        <translation>一个进程使用多个 CPU 核心：torch 的算子内线程数和 OMP_NUM_THREADS 设为每任务 CPU 数。适合小模型，它们在 CPU 上的训练速度往往和在 GPU 上一样快。</translation>
    </message>
    <message>
        <source>One process on one GPU. Your script moves the model and data to &apos;cuda&apos;.</source>
        <translation>在一个 GPU 上运行一个进程。你的脚本把模型和数据移到 &apos;cuda&apos;。</translation>
    </message>
    <message>
        <source>torch.nn.DataParallel: one process drives all GPUs of one node. Easy to add to a script, but slower than DDP; one node only.</source>
        <translation>torch.nn.DataParallel：一个进程驱动一个节点上的所有 GPU。很容易加到脚本中，但比 DDP 慢；只能使用一个节点。</translation>
    </message>
    <message>
        <source>DistributedDataParallel started by srun: one process (task) per GPU, so tasks per node = GPUs per node. Slurm sets RANK, LOCAL_RANK and WORLD_SIZE; MASTER_ADDR is the first node. The usual way to use several GPUs or nodes.</source>
        <translation>由 srun 启动的 DistributedDataParallel：每个 GPU 一个进程（任务），因此每节点任务数 = 每节点 GPU 数。Slurm 设置 RANK、LOCAL_RANK 和 WORLD_SIZE；MASTER_ADDR 是第一个节点。使用多个 GPU 或节点的常用方式。</translation>
    </message>
    <message>
        <source>DistributedDataParallel started by torchrun: one task per node, and torchrun starts one process per GPU on it (--nproc-per-node), meeting on the first node (c10d rendezvous).</source>
        <translation>由 torchrun 启动的 DistributedDataParallel：每个节点一个任务，torchrun 在该节点上为每个 GPU 启动一个进程（--nproc-per-node），在第一个节点汇合（c10d rendezvous）。</translation>
    </message>
    <message>
        <source>Horovod: one process per GPU, started by the site&apos;s MPI launcher. Only if your script already uses Horovod.</source>
        <translation>Horovod：每个 GPU 一个进程，由站点的 MPI 启动器启动。仅当你的脚本已经使用 Horovod 时选择。</translation>
    </message>
    <message>
        <source>The model is split over the GPUs of one node, in one process. Only for models too big for one GPU: plain model parallelism gives no speed-up.</source>
        <translation>在一个进程中把模型拆分到一个节点的多个 GPU 上。仅适用于单个 GPU 放不下的模型：普通的模型并行不会带来加速。</translation>
    </message>
    <message>
        <source>Pipeline parallelism: the model&apos;s stages on different GPUs with micro-batches, in one process. For very large models.</source>
        <translation>流水线并行：在一个进程中，把模型的各个阶段放在不同的 GPU 上，并使用微批量。适用于非常大的模型。</translation>
    </message>
    <message>
        <source>One CPU</source>
        <translation>一个 CPU</translation>
    </message>
    <message>
        <source>Several CPUs (threads)</source>
        <translation>多个 CPU（线程）</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>一个 GPU</translation>
    </message>
    <message>
        <source>DataParallel (GPUs of one node)</source>
        <translation>DataParallel（一个节点的 GPU）</translation>
    </message>
    <message>
        <source>DDP, started by srun</source>
        <translation>DDP，由 srun 启动</translation>
    </message>
    <message>
        <source>DDP, started by torchrun</source>
        <translation>DDP，由 torchrun 启动</translation>
    </message>
    <message>
        <source>Horovod</source>
        <translation>Horovod</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>模型并行</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>流水线</translation>
    </message>
    <message>
        <source>How the work is spread:</source>
        <translation>工作的分配方式：</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Tasks per node:</source>
        <translation>每节点任务数：</translation>
    </message>
    <message numerus="yes">
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation type="vanished">
            <numerusform>任务是 Slurm（或站点的启动器）在每个节点上启动的一个进程。通过 srun 运行 DDP 时，它必须等于每节点 GPU 数，每个 GPU 一个进程；使用 torchrun 时为 1，由 torchrun 自己启动 GPU 进程。“自动”会根据上面的选择计算：目前每节点 %n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself.</source>
        <translation>任务是 Slurm（或站点的启动器）在每个节点上启动的一个进程。通过 srun 运行 DDP 时，它必须等于每节点 GPU 数，每个 GPU 一个进程；使用 torchrun 时为 1，由 torchrun 自己启动 GPU 进程。</translation>
    </message>
    <message numerus="yes">
        <source>Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation>
            <numerusform>“自动”会根据上面的选择计算：目前每节点 %n 个任务。</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic works it out once the sweep below is accepted.</source>
        <translation>下面的参数扫描被接受后，“自动”才会计算出来。</translation>
    </message>
    <message>
        <source>Automatic works it out once the problems listed below are fixed.</source>
        <translation>下面列出的问题修正后，“自动”才会计算出来。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotControls</name>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Untick a run to hide it</source>
        <translation>取消勾选某个运行可将其隐藏</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>Filter tags (regular expression), e.g. loss|acc</source>
        <translation>筛选标签（正则表达式），例如 loss|acc</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>平滑</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing (a debiased exponential moving average); the raw curve stays as a faded shadow</source>
        <translation>TensorBoard 的平滑方法（去偏的指数移动平均）；原始曲线作为淡色阴影保留</translation>
    </message>
    <message>
        <source>TensorBoard (EMA)</source>
        <translation>TensorBoard（EMA）</translation>
    </message>
    <message>
        <source>Time-weighted EMA</source>
        <translation>按时间加权的 EMA</translation>
    </message>
    <message>
        <source>Centred average</source>
        <translation>居中平均</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing: the same curve you see in TensorBoard</source>
        <translation>TensorBoard 的平滑方法：与你在 TensorBoard 中看到的曲线相同</translation>
    </message>
    <message>
        <source>Decays with the distance along the x axis, so runs that log at uneven intervals smooth alike</source>
        <translation>随沿 x 轴的距离衰减，因此记录间隔不均匀的运行也能同样平滑</translation>
    </message>
    <message>
        <source>The mean of a window centred on each point: no lag behind the raw curve</source>
        <translation>以每个点为中心的窗口内的平均值：不会落后于原始曲线</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>X 轴</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>相对时间</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>挂钟时间</translation>
    </message>
    <message>
        <source>Logarithmic y axis</source>
        <translation>对数 y 轴</translation>
    </message>
    <message>
        <source>Values at or below zero are left out on a log scale</source>
        <translation>在对数刻度上会略去小于或等于零的值</translation>
    </message>
    <message>
        <source>All tags in one chart</source>
        <translation>所有标签画在一个图中</translation>
    </message>
    <message>
        <source>Draw every shown tag in one chart instead of one chart per tag</source>
        <translation>把显示的所有标签画在同一个图中，而不是每个标签一个图</translation>
    </message>
    <message>
        <source>Band: mean ± std across runs</source>
        <translation>带：各运行的均值 ± 标准差</translation>
    </message>
    <message>
        <source>Needs two or more visible runs of a tag</source>
        <translation>需要某个标签有两个或更多可见的运行</translation>
    </message>
    <message>
        <source>Band: min to max across runs</source>
        <translation>带：各运行的最小值到最大值</translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom (over an axis: that axis only), double-click to fit.</source>
        <translation>拖动以平移，滚轮缩放（在坐标轴上时只缩放该轴），双击以适应窗口。</translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 (at character %2). The last valid filter still applies.</source>
        <translation>不是有效的正则表达式：%1（在第 %2 个字符处）。仍使用上一个有效的筛选条件。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotsPage</name>
    <message>
        <source>No training curves yet</source>
        <translation>还没有训练曲线</translation>
    </message>
    <message>
        <source>Open the folder your training script logs to, the one given to SummaryWriter(log_dir=…) or to &quot;tensorboard --logdir&quot; (often &quot;runs&quot; or &quot;lightning_logs&quot;). Every folder inside it that holds event files is shown as one run, and the curves grow while the job is still writing.</source>
        <translation>请打开训练脚本写入日志的文件夹，即传给 SummaryWriter(log_dir=…) 或 &quot;tensorboard --logdir&quot; 的文件夹（通常是 &quot;runs&quot; 或 &quot;lightning_logs&quot;）。其中每个包含事件文件的文件夹都显示为一次运行，作业仍在写入时曲线会不断增长。</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>打开文件夹…</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Choose a TensorBoard log folder on this computer</source>
        <translation>选择这台计算机上的 TensorBoard 日志文件夹</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Picture (PNG)…</source>
        <translation>图片（PNG）…</translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation>文档（PDF）…</translation>
    </message>
    <message>
        <source>Data, raw and smoothed (CSV)…</source>
        <translation>数据，原始和平滑后的（CSV）…</translation>
    </message>
    <message>
        <source>Open a TensorBoard log folder</source>
        <translation>打开 TensorBoard 日志文件夹</translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source> files (*.%1)</source>
        <translation type="vanished"> 文件 (*.%1)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1: %2 scalar tags, %L3 points</source>
        <translation>%1：%2 个标量标签，%L3 个点</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="vanished">1 次运行</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="vanished">%1 次运行</translation>
    </message>
    <message>
        <source>1 tag</source>
        <translation type="vanished">1 个标签</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation type="vanished">%1 个标签</translation>
    </message>
    <message>
        <source>%L1 points</source>
        <translation type="vanished">%L1 个点</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>The folder is checked for new data every %1 s.</source>
        <translation>每 %1 秒检查一次该文件夹是否有新数据。</translation>
    </message>
    <message>
        <source>Some records could not be read and were skipped; every good point is shown.</source>
        <translation>有些记录无法读取，已跳过；所有完好的点都已显示。</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>……还有 %1 个。</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1 文件 (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n 次运行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n 个标签</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln 个点</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>文件夹：%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ProjectStep</name>
    <message>
        <source>An example from the gallery</source>
        <translation>示例库中的一个示例</translation>
    </message>
    <message>
        <source>A folder on this computer</source>
        <translation>这台计算机上的一个文件夹</translation>
    </message>
    <message>
        <source>A script that is already on the cluster</source>
        <translation>已经在集群上的脚本</translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster…</source>
        <translation>把 Fashion-MNIST 下载到集群…</translation>
    </message>
    <message>
        <source>Without it the example trains on synthetic pictures.</source>
        <translation>没有它，示例会用合成图片进行训练。</translation>
    </message>
    <message>
        <source>the folder with your training code</source>
        <translation>存放训练代码的文件夹</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation>训练脚本：</translation>
    </message>
    <message>
        <source>--epochs 10 --lr 0.01</source>
        <translation>--epochs 10 --lr 0.01</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>A file larger than this stops the upload with a message that names it. Data sets and checkpoints belong in your scratch or workspace folder, not in the project.</source>
        <translation>大于此大小的文件会使上传停止，并给出指明该文件的消息。数据集和检查点应放在你的 scratch 或工作空间文件夹中，而不是项目中。</translation>
    </message>
    <message>
        <source>Largest file to send:</source>
        <translation>发送的最大文件：</translation>
    </message>
    <message>
        <source>Send only what git has committed</source>
        <translation>只发送 git 已提交的内容</translation>
    </message>
    <message>
        <source>For a git working tree: send the last commit, so the run records exactly which code ran. Uncommitted changes are left out, and Slipway says how many there are.</source>
        <translation>对于 git 工作树：发送最后一次提交，使运行记录下究竟运行了哪些代码。未提交的更改会被略去，Slipway 会告诉你有多少。</translation>
    </message>
    <message>
        <source>The folder is sent to the cluster when you submit: only files that changed since the last time, without what .gitignore or .slipwayignore leave out and without files over the size above (data sets and checkpoints belong in your scratch or workspace folder).</source>
        <translation>提交时会把该文件夹发送到集群：只发送自上次以来更改过的文件，不包括 .gitignore 或 .slipwayignore 排除的内容，也不包括超过上述大小的文件（数据集和检查点应放在你的 scratch 或工作空间文件夹中）。</translation>
    </message>
    <message>
        <source>Download to the cluster…</source>
        <translation>下载到集群…</translation>
    </message>
    <message>
        <source>Put an archive (zip, tar.gz) from a web address into a folder on the cluster</source>
        <translation>把网址上的压缩包（zip、tar.gz）放入集群上的一个文件夹</translation>
    </message>
    <message>
        <source>The folder with your training code</source>
        <translation>存放训练代码的文件夹</translation>
    </message>
    <message>
        <source>No Python files in this folder.</source>
        <translation>这个文件夹中没有 Python 文件。</translation>
    </message>
    <message numerus="yes">
        <source>%n Python file(s).</source>
        <translation>
            <numerusform>%n 个 Python 文件。</numerusform>
        </translation>
    </message>
    <message>
        <source>On the cluster in %1; the example reads it (--data).</source>
        <translation>在集群上的 %1 中；示例会读取它（--data）。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4 node(s), %5 GPU(s) per node, %6 CPU(s) per task, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;并行方式：&lt;/b&gt;%3&lt;br&gt;&lt;b&gt;需要：&lt;/b&gt;%4 个节点，每节点 %5 个 GPU，每任务 %6 个 CPU，%7 内存，%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;数据：&lt;/b&gt;%9&lt;/p&gt;&lt;p&gt;把 TensorBoard 事件文件写入 &lt;tt&gt;%10/&lt;/tt&gt;，并写入一个可从中恢复的检查点。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>There is no folder %1.</source>
        <translation>没有文件夹 %1。</translation>
    </message>
    <message>
        <source>Looking for Python files…</source>
        <translation>正在查找 Python 文件…</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <source>About the chosen example</source>
        <translation>关于所选示例</translation>
    </message>
    <message>
        <source>Project folder</source>
        <translation>项目文件夹</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4, %5, %6, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <extracomment>%4 is &quot;2 nodes&quot;, %5 &quot;1 GPU per node&quot;, %6 &quot;4 CPUs per task&quot;</extracomment>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;并行方式：&lt;/b&gt;%3&lt;br&gt;&lt;b&gt;需要：&lt;/b&gt;%4，%5，%6，%7 内存，%8&lt;/p&gt;&lt;p&gt;&lt;b&gt;数据：&lt;/b&gt;%9&lt;/p&gt;&lt;p&gt;把 TensorBoard 事件文件写入 &lt;tt&gt;%10/&lt;/tt&gt;，并写入一个可从中恢复的检查点。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>每节点 %n 个 GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>每任务 %n 个 CPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::RemoteFolderDialog</name>
    <message>
        <source>Plot a folder on a cluster</source>
        <translation>绘制集群上的文件夹</translation>
    </message>
    <message>
        <source>Slipway copies the TensorBoard event files of this folder (and its sub-folders) to this computer, fetching only what is new, and keeps the plots up to date while the job writes.</source>
        <translation>Slipway 把这个文件夹（及其子文件夹）中的 TensorBoard 事件文件复制到这台计算机，只获取新的内容，并在作业写入时保持图表更新。</translation>
    </message>
    <message>
        <source>An alias from your SSH config, or user@host:port.</source>
        <translation>你的 SSH 配置中的别名，或 user@host:port。</translation>
    </message>
    <message>
        <source>/home/you/project/runs  or  ~/project/runs</source>
        <translation>/home/you/project/runs  或  ~/project/runs</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>集群(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>日志文件夹(&amp;L)：</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>绘图</translation>
    </message>
    <message>
        <source>Choose the cluster.</source>
        <translation>请选择集群。</translation>
    </message>
    <message>
        <source>Type the folder your training script writes its event files to.</source>
        <translation>请输入训练脚本写入事件文件的文件夹。</translation>
    </message>
    <message>
        <source>A folder name cannot contain a line break.</source>
        <translation>文件夹名称不能包含换行符。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResourcesStep</name>
    <message>
        <source>What to run</source>
        <translation>要运行的内容</translation>
    </message>
    <message>
        <source>What to ask the scheduler for</source>
        <translation>向调度器申请的资源</translation>
    </message>
    <message>
        <source>The Python file on the cluster, relative to the working folder. It must already be there.</source>
        <translation>集群上的 Python 文件，相对于工作文件夹。它必须已经在那里。</translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation>训练脚本：</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>参数：</translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces (--epochs 10).</source>
        <translation type="vanished">传给脚本，按空格拆分（--epochs 10）。</translation>
    </message>
    <message>
        <source>your home folder</source>
        <translation>你的主文件夹</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>工作文件夹：</translation>
    </message>
    <message>
        <source>Where the job starts and its log goes.</source>
        <translation>作业开始的位置，也是其日志存放的位置。</translation>
    </message>
    <message>
        <source>anywhere under the working folder</source>
        <translation>工作文件夹下的任意位置</translation>
    </message>
    <message>
        <source>TensorBoard logs:</source>
        <translation>TensorBoard 日志：</translation>
    </message>
    <message>
        <source>Where your script writes event files, relative to the working folder (SummaryWriter() uses runs). Plots on the Runs page shows this folder.</source>
        <translation>脚本写入事件文件的位置，相对于工作文件夹（SummaryWriter() 使用 runs）。“运行”页面上的“图表”显示这个文件夹。</translation>
    </message>
    <message>
        <source>Start TensorBoard in the job</source>
        <translation>在作业中启动 TensorBoard</translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard</source>
        <translation>例如 module load TensorBoard</translation>
    </message>
    <message>
        <source>On the job&apos;s node, for the logs folder, as the centres recommend; Runs → TensorBoard forwards it to your computer while the job runs.</source>
        <translation>按照各中心的建议，在作业所在的节点上为日志文件夹启动；作业运行期间，“运行 → TensorBoard”会把它转发到你的计算机。</translation>
    </message>
    <message>
        <source>TensorBoard from:</source>
        <translation>TensorBoard 来源：</translation>
    </message>
    <message>
        <source>A command that makes tensorboard available in the job, if the environment lacks it.</source>
        <translation>如果环境中没有 tensorboard，用来在作业中提供它的命令。</translation>
    </message>
    <message>
        <source>Job name:</source>
        <translation>作业名称：</translation>
    </message>
    <message>
        <source>How the job shows in the queue.</source>
        <translation>作业在队列中显示的名称。</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>分区：</translation>
    </message>
    <message>
        <source>The group of nodes the job runs on: GPU nodes, CPU nodes, or a short debug queue.</source>
        <translation>作业运行所在的节点组：GPU 节点、CPU 节点或短时调试队列。</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>节点数：</translation>
    </message>
    <message>
        <source>Whole computers. Start with 1; more only for distributed training.</source>
        <translation>整台计算机。先从 1 开始；只有分布式训练才需要更多。</translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation>每节点 GPU 数：</translation>
    </message>
    <message>
        <source>0 runs on CPUs. A small model is often faster on CPUs.</source>
        <translation>0 表示在 CPU 上运行。小模型在 CPU 上往往更快。</translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation>每任务 CPU 数：</translation>
    </message>
    <message>
        <source>CPU cores for each process; also the DataLoader&apos;s num_workers.</source>
        <translation>每个进程的 CPU 核心数；也是 DataLoader 的 num_workers。</translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation>每节点内存：</translation>
    </message>
    <message>
        <source>With a unit: 8G, 32000M. Empty takes the site&apos;s default.</source>
        <translation>带单位：8G、32000M。留空则使用站点的默认值。</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>时间限制：</translation>
    </message>
    <message>
        <source>HH:MM:SS or D-HH:MM:SS. The job is stopped when it runs out; shorter jobs usually start sooner.</source>
        <translation>HH:MM:SS 或 D-HH:MM:SS。用完后作业会被停止；较短的作业通常会更早开始。</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>账户：</translation>
    </message>
    <message>
        <source>The project the time is billed to.</source>
        <translation>计费的项目。</translation>
    </message>
    <message>
        <source>Chosen in step 1 (What). Slipway copies it to the cluster with the rest of the project when you submit.</source>
        <translation>在第 1 步（内容）中选择。提交时 Slipway 会把它与项目的其余部分一起复制到集群。</translation>
    </message>
    <message>
        <source>Resume after a requeue</source>
        <translation>重新排队后恢复</translation>
    </message>
    <message>
        <source>If the cluster stops the job (time limit, preemption, a failed node), it is queued again and your script is told the newest checkpoint in checkpoints/ (SLIPWAY_RESUME_FROM). Your script must save checkpoints there; the examples show how.</source>
        <translation>如果集群停止了作业（时间限制、被抢占、节点故障），作业会重新排队，并把 checkpoints/ 中最新的检查点告诉你的脚本（SLIPWAY_RESUME_FROM）。你的脚本必须把检查点保存在那里；示例中有具体做法。</translation>
    </message>
    <message>
        <source>for GPU jobs</source>
        <translation>用于 GPU 作业</translation>
    </message>
    <message>
        <source>for CPU jobs</source>
        <translation>用于 CPU 作业</translation>
    </message>
    <message>
        <source>for short tests</source>
        <translation>用于短时测试</translation>
    </message>
    <message>
        <source>for interactive work</source>
        <translation>用于交互式工作</translation>
    </message>
    <message>
        <source>jobs may be stopped early</source>
        <extracomment>a partition whose jobs may be stopped to make room for others</extracomment>
        <translation>作业可能被提前中止</translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces; quote a value with spaces (--epochs 10 --name &quot;my run&quot;).</source>
        <translation>传给脚本，按空格拆分；含空格的值请加引号（--epochs 10 --name &quot;my run&quot;）。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResultsDialog</name>
    <message>
        <source>Download results of %1</source>
        <translation>下载 %1 的结果</translation>
    </message>
    <message>
        <source>Copies the files this run wrote on the cluster (checkpoints, CSV files, plots, event files, logs) into a folder on this computer. Your project&apos;s own files are left out. Downloading again later only brings what is new or has grown.</source>
        <translation>把这次运行在集群上写入的文件（检查点、CSV 文件、图表、事件文件、日志）复制到这台计算机上的一个文件夹。项目自身的文件不包括在内。以后再次下载时只会获取新增或变大的内容。</translation>
    </message>
    <message>
        <source>From the cluster:</source>
        <translation>来自集群：</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>To this folder:</source>
        <translation>保存到此文件夹：</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>下载</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>This run never reached the cluster, so it has no results there.</source>
        <translation>这次运行从未到达集群，因此那里没有结果。</translation>
    </message>
    <message>
        <source>Download the results into</source>
        <translation>把结果下载到</translation>
    </message>
    <message>
        <source>Say which folder on this computer the results go to.</source>
        <translation>请说明结果要保存到这台计算机上的哪个文件夹。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a full path. Give the whole path of the folder, for example %2.</source>
        <translation>&quot;%1&quot; 不是完整路径。请给出文件夹的完整路径，例如 %2。</translation>
    </message>
    <message>
        <source>The connection to %1 is gone. Close this window and try again.</source>
        <translation>到 %1 的连接已断开。请关闭此窗口后重试。</translation>
    </message>
    <message>
        <source>Looking at the run&apos;s folder on %1…</source>
        <translation>正在查看 %1 上的运行文件夹…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message numerus="yes">
        <source>Up to date: the %n result file(s) here match the cluster; nothing was downloaded.</source>
        <translation>
            <numerusform>已是最新：这里的 %n 个结果文件与集群上的一致；没有下载任何内容。</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: %1 of %2 result files brought here (%3 new, %4 grown by their new part only), %5 received.</source>
        <translation>完成：已把 %2 个结果文件中的 %1 个取到这里（%3 个新增，%4 个只取了变大的新部分），共接收 %5。</translation>
    </message>
    <message>
        <source>Stopped. What was complete is kept; downloading again carries on from there.</source>
        <translation>已停止。已完整的部分会保留；再次下载时会从那里继续。</translation>
    </message>
    <message>
        <source>The download did not finish: %1</source>
        <translation>下载没有完成：%1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ReviewStep</name>
    <message>
        <source>This is the job script Slipway will submit. Each line is explained on the right. You can edit a line by double-clicking it; edits are checked as you type.</source>
        <translation>这是 Slipway 将要提交的作业脚本。每一行的说明都在右侧。双击某一行即可编辑；输入时会检查编辑内容。</translation>
    </message>
    <message>
        <source>Script line</source>
        <translation>脚本行</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
    <message>
        <source>Back to the generated script</source>
        <translation>回到生成的脚本</translation>
    </message>
    <message>
        <source>(edited) </source>
        <translation type="vanished">（已编辑）</translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation>脚本为空。</translation>
    </message>
    <message>
        <source>The first line must say which shell runs the script, e.g. #!/bin/bash.</source>
        <translation>第一行必须说明由哪个 shell 运行脚本，例如 #!/bin/bash。</translation>
    </message>
    <message>
        <source>Line %1 (%2) comes after the first command, so the scheduler ignores it. Move it up with the other %3 lines.</source>
        <translation>第 %1 行（%2）位于第一条命令之后，因此调度器会忽略它。请把它移到上面，与其他 %3 行放在一起。</translation>
    </message>
    <message>
        <source>Line %1 has an unmatched double quote.</source>
        <translation>第 %1 行有一个不匹配的双引号。</translation>
    </message>
    <message>
        <source>The script has no command to run.</source>
        <translation>脚本中没有要运行的命令。</translation>
    </message>
    <message>
        <source>You edited the script; the edited text is submitted.</source>
        <translation>你编辑了脚本；提交的是编辑后的文本。</translation>
    </message>
    <message>
        <source>Generated by Slipway from your choices.</source>
        <translation>由 Slipway 根据你的选择生成。</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edits could not be kept, because the line it changed is no longer generated: %1</source>
        <translation>
            <numerusform>你的编辑中有 %n 处无法保留，因为它们修改的行已不再生成：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Job script</source>
        <translation>作业脚本</translation>
    </message>
    <message>
        <source>Each line of the script beside what it does; the lines can be edited</source>
        <translation>脚本的每一行及其作用说明；各行均可编辑</translation>
    </message>
    <message>
        <source>(edited) %1</source>
        <translation>（已编辑）%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunTableModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 天 %2 小时</translation>
    </message>
    <message>
        <source>Started %1, ended %2 (ran %3).</source>
        <translation>开始于 %1，结束于 %2（运行了 %3）。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 (through %2)</source>
        <translation>%1（经由 %2）</translation>
    </message>
    <message>
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Cluster / host</source>
        <translation>集群 / 主机</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>作业 ID</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>提交时间</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>已用时间</translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunsPage</name>
    <message>
        <source>Refresh</source>
        <translation type="vanished">刷新</translation>
    </message>
    <message>
        <source>Ask the clusters for the state now.</source>
        <translation>立即向集群查询状态。</translation>
    </message>
    <message>
        <source>Cancel job…</source>
        <translation type="vanished">取消作业…</translation>
    </message>
    <message>
        <source>Cancel the selected run&apos;s job.</source>
        <translation>取消所选运行的作业。</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation type="vanished">重新提交</translation>
    </message>
    <message>
        <source>Submit the same script again as a new run linked to this one.</source>
        <translation>把同一个脚本作为一次新的运行再次提交，并与这次运行关联。</translation>
    </message>
    <message>
        <source>Open log</source>
        <translation type="vanished">打开日志</translation>
    </message>
    <message>
        <source>Show the job&apos;s output as it grows.</source>
        <translation>随着作业输出的增长显示其内容。</translation>
    </message>
    <message>
        <source>Show script</source>
        <translation type="vanished">显示脚本</translation>
    </message>
    <message>
        <source>The job script as submitted.</source>
        <translation>提交时的作业脚本。</translation>
    </message>
    <message>
        <source>Copy script</source>
        <translation>复制脚本</translation>
    </message>
    <message>
        <source>Copy the job script.</source>
        <translation>复制作业脚本。</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="vanished">图表</translation>
    </message>
    <message>
        <source>Plot this run&apos;s TensorBoard event files.</source>
        <translation>绘制这次运行的 TensorBoard 事件文件。</translation>
    </message>
    <message>
        <source>Download results…</source>
        <translation>下载结果…</translation>
    </message>
    <message>
        <source>Copy the files this run wrote (checkpoints, CSV files, plots) to this computer; later downloads only bring what is new.</source>
        <translation>把这次运行写入的文件（检查点、CSV 文件、图表）复制到这台计算机；以后下载时只获取新的内容。</translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <source>Open the TensorBoard this run&apos;s job started on its node.</source>
        <translation>打开这次运行的作业在其节点上启动的 TensorBoard。</translation>
    </message>
    <message>
        <source>Your first run in three steps</source>
        <translation>三步完成你的第一次运行</translation>
    </message>
    <message>
        <source>1. Connect to your cluster…</source>
        <translation>1. 连接到你的集群…</translation>
    </message>
    <message>
        <source>2. Choose what to run…</source>
        <translation>2. 选择要运行的内容…</translation>
    </message>
    <message>
        <source>No run history is open.</source>
        <translation>没有打开的运行历史。</translation>
    </message>
    <message>
        <source>The run history %1 could not be opened: %2</source>
        <translation>无法打开运行历史 %1：%2</translation>
    </message>
    <message>
        <source>Run %1 is not in the history.</source>
        <translation>运行 %1 不在历史记录中。</translation>
    </message>
    <message>
        <source>Slipway has no SSH connections or run history here.</source>
        <translation>这里没有 SSH 连接或运行历史。</translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation>无法检查 %1：%2</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <source>Updated %1.</source>
        <translation>已更新 %1。</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connect to your cluster.&lt;/b&gt; Pick it from your ssh configuration or type its login node; Slipway checks its host key and logs you in.</source>
        <translation>&lt;b&gt;1. 连接到你的集群。&lt;/b&gt;从你的 ssh 配置中选择它，或输入其登录节点；Slipway 会核对其主机密钥并为你登录。</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connected to %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;1. 已连接到 %1。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Choose what to run:&lt;/b&gt; an example from the gallery, or a folder of your own on this computer. Slipway copies it to the cluster for you.</source>
        <translation>&lt;b&gt;2. 选择要运行的内容：&lt;/b&gt;示例库中的一个示例，或这台计算机上你自己的一个文件夹。Slipway 会为你把它复制到集群。</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Submit.&lt;/b&gt; The run appears here with its state and log, and Plots draws its loss as it trains.</source>
        <translation>&lt;b&gt;3. 提交。&lt;/b&gt;运行会连同其状态和日志显示在这里，“图表”会在训练时绘制其损失曲线。</translation>
    </message>
    <message>
        <source>Plotting runs is not available in this version yet.</source>
        <translation>这个版本还不能绘制运行的图表。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;%2：%3&lt;br&gt;&lt;i&gt;双击某个运行即可打开其日志。&lt;/i&gt;</translation>
    </message>
    <message>
        <source> (job %1)</source>
        <translation>（作业 %1）</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>取消作业</translation>
    </message>
    <message>
        <source>Cancel job %1 (%2) on %3? A running job is stopped at once and cannot be resumed.</source>
        <translation>要取消 %3 上的作业 %1（%2）吗？正在运行的作业会立即停止，且无法恢复。</translation>
    </message>
    <message>
        <source>Cancel the job</source>
        <translation>取消该作业</translation>
    </message>
    <message>
        <source>Keep it running</source>
        <translation>继续运行</translation>
    </message>
    <message>
        <source>Cannot cancel: %1</source>
        <translation>无法取消：%1</translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation>正在取消作业 %1…</translation>
    </message>
    <message>
        <source>Could not cancel run %1: %2</source>
        <translation>无法取消运行 %1：%2</translation>
    </message>
    <message>
        <source>Cancel requested for run %1.</source>
        <translation>已请求取消运行 %1。</translation>
    </message>
    <message>
        <source>Cannot resubmit run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation>无法重新提交运行 %1：其集群配置 &quot;%2&quot; 已不再可用。</translation>
    </message>
    <message>
        <source>Cannot resubmit: %1</source>
        <translation>无法重新提交：%1</translation>
    </message>
    <message>
        <source>Resubmitting run %1…</source>
        <translation>正在重新提交运行 %1…</translation>
    </message>
    <message>
        <source>Run %1 resubmitted as run %2 (job %3). %4</source>
        <translation>运行 %1 已作为运行 %2（作业 %3）重新提交。%4</translation>
    </message>
    <message>
        <source>Resubmitting run %1 failed: %2</source>
        <translation>重新提交运行 %1 失败：%2</translation>
    </message>
    <message>
        <source>its cluster profile &quot;%1&quot; is no longer known</source>
        <translation>其集群配置 &quot;%1&quot; 已不再可用</translation>
    </message>
    <message>
        <source>Cannot use the numbers of run %1: %2</source>
        <translation>无法使用运行 %1 的数值：%2</translation>
    </message>
    <message>
        <source>The new numbers do not fit the cluster: %1</source>
        <translation>新的数值不符合集群的要求：%1</translation>
    </message>
    <message>
        <source>Submit again with new numbers</source>
        <translation>用新的数值再次提交</translation>
    </message>
    <message>
        <source>Submit run %1 again with %2?

These are what the run used plus a margin of %3 %.</source>
        <translation>用 %2 再次提交运行 %1 吗？

这些数值是该运行的实际用量再加上 %3 % 的余量。</translation>
    </message>
    <message>
        <source>Resubmitting run %1 with the new numbers…</source>
        <translation>正在用新的数值重新提交运行 %1…</translation>
    </message>
    <message>
        <source>Cannot resubmit tasks of run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation>无法重新提交运行 %1 的任务：其集群配置 &quot;%2&quot; 已不再可用。</translation>
    </message>
    <message numerus="yes">
        <source>Resubmitting %n task(s) of run %1…</source>
        <translation>
            <numerusform>正在重新提交运行 %1 的 %n 个任务…</numerusform>
        </translation>
    </message>
    <message>
        <source>Resubmitting tasks of run %1 failed: %2</source>
        <translation>重新提交运行 %1 的任务失败：%2</translation>
    </message>
    <message>
        <source>Cancel requested for task %1 of run %2.</source>
        <translation>已请求取消运行 %2 的任务 %1。</translation>
    </message>
    <message>
        <source>Cannot read the log of run %1: %2</source>
        <translation>无法读取运行 %1 的日志：%2</translation>
    </message>
    <message>
        <source>no SSH connections here.</source>
        <translation>这里没有 SSH 连接。</translation>
    </message>
    <message>
        <source>Cannot download the results of %1: %2</source>
        <translation>无法下载 %1 的结果：%2</translation>
    </message>
    <message>
        <source>Job script of %1</source>
        <translation>%1 的作业脚本</translation>
    </message>
    <message>
        <source>The script of run %1 is on the clipboard.</source>
        <translation>运行 %1 的脚本已复制到剪贴板。</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation>取消作业(&amp;C)…</translation>
    </message>
    <message>
        <source>Re&amp;submit</source>
        <translation>重新提交(&amp;S)</translation>
    </message>
    <message>
        <source>Open &amp;log</source>
        <translation>打开日志(&amp;L)</translation>
    </message>
    <message>
        <source>Show scrip&amp;t</source>
        <translation>显示脚本(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Plots</source>
        <translation>图表(&amp;P)</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3%4&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2：%3%4&lt;br&gt;&lt;i&gt;双击某次运行可打开其日志。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Notifications…</source>
        <translation>通知…</translation>
    </message>
    <message>
        <source>Choose what Slipway tells you about your jobs, and whether it keeps watching them when its window is closed.</source>
        <translation>选择 Slipway 告诉您哪些作业消息，以及关闭窗口后是否继续关注作业。</translation>
    </message>
    <message>
        <source>Slipway has no settings file here.</source>
        <translation>此处没有 Slipway 的设置文件。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ScalarChart</name>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>time since the run started (h:m:s)</source>
        <translation>自运行开始以来的时间（时:分:秒）</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>挂钟时间</translation>
    </message>
    <message>
        <source>… and 1 more run</source>
        <translation>……还有 1 次运行</translation>
    </message>
    <message>
        <source>… and %1 more runs</source>
        <translation>……还有 %1 次运行</translation>
    </message>
    <message>
        <source>%1: mean of %2 runs</source>
        <translation>%1：%2 次运行的平均值</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>值 %1</translation>
    </message>
    <message>
        <source>smoothed %1</source>
        <translation>平滑后 %1</translation>
    </message>
    <message>
        <source>wall time %1</source>
        <translation>挂钟时间 %1</translation>
    </message>
    <message>
        <source>time since start %1 s</source>
        <translation>自开始以来 %1 秒</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SecretStore</name>
    <message>
        <source>No system keychain is available (on Linux Slipway uses the Secret Service, for example GNOME Keyring or KWallet).</source>
        <translation>没有可用的系统钥匙串（在 Linux 上，Slipway 使用 Secret Service，例如 GNOME Keyring 或 KWallet）。</translation>
    </message>
    <message>
        <source>The system keychain refused access.</source>
        <translation>系统钥匙串拒绝了访问。</translation>
    </message>
    <message>
        <source>The system keychain reported a problem: %1</source>
        <translation>系统钥匙串报告了一个问题：%1</translation>
    </message>
    <message>
        <source>Could not remember the secret: %1</source>
        <translation>无法记住该机密信息：%1</translation>
    </message>
    <message>
        <source>Could not remove a saved secret: %1</source>
        <translation>无法删除已保存的机密信息：%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SnapshotSender</name>
    <message>
        <source>Reading the project folder…</source>
        <translation>正在读取项目文件夹…</translation>
    </message>
    <message>
        <source>Cancelled before anything was sent.</source>
        <translation>在发送任何内容之前已取消。</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>与集群的连接已断开。</translation>
    </message>
    <message>
        <source>Cancelled while sending the project.</source>
        <translation>发送项目时已取消。</translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageSummary</name>
    <message>
        <source>Checking your storage (home, project, scratch)…</source>
        <translation>正在检查你的存储空间（主文件夹、项目空间、scratch）…</translation>
    </message>
    <message>
        <source>Your storage could not be checked: %1</source>
        <translation>无法检查你的存储空间：%1</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageTargetView</name>
    <message>
        <source>Where your project goes on the cluster</source>
        <translation>项目在集群上的存放位置</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Look up my workspaces</source>
        <translation>查找我的工作空间</translation>
    </message>
    <message>
        <source>name, e.g. mnist</source>
        <translation>名称，例如 mnist</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>The file system the workspace is made on</source>
        <translation>创建工作空间所在的文件系统</translation>
    </message>
    <message>
        <source>Make workspace</source>
        <translation>创建工作空间</translation>
    </message>
    <message>
        <source>New workspace:</source>
        <translation>新工作空间：</translation>
    </message>
    <message>
        <source> days from now</source>
        <translation> 天后</translation>
    </message>
    <message>
        <source>Extend</source>
        <translation>延期</translation>
    </message>
    <message>
        <source>Keep the chosen workspace until:</source>
        <translation>把所选工作空间保留到：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%1 keeps data in workspaces that expire: look up yours, or make one, and Slipway sends the project into it.</source>
        <translation>%1 把数据保存在会过期的工作空间中：请查找你的工作空间或新建一个，Slipway 会把项目发送到其中。</translation>
    </message>
    <message>
        <source>Projects go into slipway-projects in your home folder on the cluster.</source>
        <translation>项目会放在集群上你的主文件夹中的 slipway-projects 下。</translation>
    </message>
    <message>
        <source>%1 does not use workspaces: choose your home, scratch or project folder.</source>
        <translation>%1 不使用工作空间：请选择你的主文件夹、scratch 文件夹或项目文件夹。</translation>
    </message>
    <message>
        <source>Choose the cluster first.</source>
        <translation>请先选择集群。</translation>
    </message>
    <message>
        <source>Home folder (~/slipway-projects)</source>
        <translation>主文件夹（~/slipway-projects）</translation>
    </message>
    <message>
        <source>Scratch folder (%1)</source>
        <translation>Scratch 文件夹（%1）</translation>
    </message>
    <message>
        <source>Project folder (%1)</source>
        <translation>项目文件夹（%1）</translation>
    </message>
    <message>
        <source>Workspace %1</source>
        <translation>工作空间 %1</translation>
    </message>
    <message>
        <source>Workspace %1 has expired: its files may be deleted. Choose or make another one.</source>
        <translation>工作空间 %1 已过期：其中的文件可能会被删除。请选择或新建另一个。</translation>
    </message>
    <message>
        <source>Workspace %1 %2. Extend it before then, or its files are deleted.</source>
        <translation>工作空间 %1 %2。请在此之前延期，否则其中的文件会被删除。</translation>
    </message>
    <message>
        <source>At most %1 days on this file system</source>
        <translation>在这个文件系统上最多 %1 天</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>没有到集群的连接。</translation>
    </message>
    <message>
        <source>Asking the cluster for your workspaces…</source>
        <translation>正在向集群查询你的工作空间…</translation>
    </message>
    <message>
        <source>You have no workspaces yet: give a name and make one.</source>
        <translation>你还没有工作空间：请给出名称并新建一个。</translation>
    </message>
    <message>
        <source>Found 1 workspace; choose it in the list.</source>
        <translation type="vanished">找到 1 个工作空间；请在列表中选择它。</translation>
    </message>
    <message>
        <source>Found %1 workspaces; choose one in the list.</source>
        <translation type="vanished">找到 %1 个工作空间；请在列表中选择一个。</translation>
    </message>
    <message>
        <source>Making workspace %1…</source>
        <translation>正在创建工作空间 %1…</translation>
    </message>
    <message>
        <source>Extending workspace %1…</source>
        <translation>正在延期工作空间 %1…</translation>
    </message>
    <message numerus="yes">
        <source>Found %n workspace(s); choose one in the list.</source>
        <translation>
            <numerusform>找到 %n 个工作空间；请在列表中选择一个。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepComparison</name>
    <message>
        <source>Compare the tasks by:</source>
        <translation>比较各任务的指标：</translation>
    </message>
    <message>
        <source>The value each task logged under this name: its last, lowest and highest.</source>
        <translation>每个任务以这个名称记录的值：最后值、最低值和最高值。</translation>
    </message>
    <message>
        <source>Read the event files</source>
        <translation>读取事件文件</translation>
    </message>
    <message>
        <source>Copies the tasks&apos; event files from the cluster (only what is new) and reads them on this computer.</source>
        <translation>从集群复制各任务的事件文件（只复制新的部分），并在这台计算机上读取。</translation>
    </message>
    <message>
        <source>Show on the Plots page</source>
        <translation>在“图表”页面显示</translation>
    </message>
    <message>
        <source>No task has written a value yet.</source>
        <translation>还没有任务写入值。</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) have written values.</source>
        <translation>
            <numerusform>%n 个任务已写入值。</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the event files to compare what the tasks reached.</source>
        <translation>读取事件文件，以比较各任务达到的结果。</translation>
    </message>
    <message>
        <source>Reading the tasks&apos; event files…</source>
        <translation>正在读取各任务的事件文件…</translation>
    </message>
    <message>
        <source>No connection to the cluster.</source>
        <translation>没有连接到集群。</translation>
    </message>
    <message>
        <source>The event files could not be copied: %1</source>
        <translation>无法复制事件文件：%1</translation>
    </message>
    <message>
        <source>Copying the tasks&apos; event files from %1…</source>
        <translation>正在从 %1 复制各任务的事件文件…</translation>
    </message>
    <message>
        <source>task %1</source>
        <translation>任务 %1</translation>
    </message>
    <message>
        <source>(nothing read yet)</source>
        <translation>（尚未读取）</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepField</name>
    <message>
        <source>values separated by commas, e.g. 1e-4,1e-3,1e-2</source>
        <translation>用逗号分隔的取值，例如 1e-4,1e-3,1e-2</translation>
    </message>
    <message>
        <source>FIRST:LAST or FIRST:LAST:STEP, whole numbers, e.g. 16:64:16</source>
        <translation>起始:结束 或 起始:结束:步长，整数，例如 16:64:16</translation>
    </message>
    <message>
        <source>LOW:HIGH:COUNT on a log scale, e.g. 1e-5:1e-2:4</source>
        <translation>下限:上限:个数，按对数刻度，例如 1e-5:1e-2:4</translation>
    </message>
    <message>
        <source>Run several versions of this script (a sweep)</source>
        <translation>运行这个脚本的多个版本（参数扫描）</translation>
    </message>
    <message>
        <source>Each argument below takes several values; every combination runs as one task of a job array, with its own log and its own event-file folder. A task gets --NAME=VALUE after the script&apos;s own arguments, so the value here wins over one given there.</source>
        <translation>下面每个参数可取多个值；每种组合作为作业数组中的一个任务运行，有自己的日志和事件文件文件夹。任务会在脚本自身的参数之后得到 --NAME=VALUE，因此这里的值优先于那里给出的值。</translation>
    </message>
    <message>
        <source>Add an argument</source>
        <translation>添加参数</translation>
    </message>
    <message>
        <source>e.g. 0:2 for three seeds; empty: no seed axis</source>
        <translation>例如 0:2 表示三个随机种子；留空：不扫描随机种子</translation>
    </message>
    <message>
        <source>Runs every combination once per seed, as --seed=VALUE. Random samples never pick among the seeds: each sample runs with all.</source>
        <translation>每种组合对每个随机种子各运行一次，以 --seed=VALUE 传入。随机抽样不会在随机种子中挑选：每个样本都用所有随机种子运行。</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>随机种子：</translation>
    </message>
    <message>
        <source>every combination</source>
        <translation>所有组合</translation>
    </message>
    <message>
        <source>Instead of every combination, this many random points: a list gives one of its values, a range a whole number in it, a log-range a value drawn on the log scale.</source>
        <translation>不运行所有组合，而是随机取这么多个点：列表取其中一个值，范围取其中一个整数，对数范围按对数刻度抽取一个值。</translation>
    </message>
    <message>
        <source>Random samples:</source>
        <translation>随机抽样数：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>At most this many tasks run at the same time; the others wait. Leaves room in the queue for other work.</source>
        <translation>最多同时运行这么多个任务，其余的等待。这样可以在队列中为其他工作留出空间。</translation>
    </message>
    <message>
        <source>At most running at once:</source>
        <translation>最多同时运行：</translation>
    </message>
    <message>
        <source>argument, e.g. lr</source>
        <translation>参数，例如 lr</translation>
    </message>
    <message>
        <source>The script&apos;s argument without its dashes: lr for --lr.</source>
        <translation>脚本的参数名，不带短横线：--lr 写作 lr。</translation>
    </message>
    <message>
        <source>a list of values</source>
        <translation>一组取值</translation>
    </message>
    <message>
        <source>a range of whole numbers</source>
        <translation>整数范围</translation>
    </message>
    <message>
        <source>a log-range</source>
        <translation>对数范围</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Row %1: say which argument of the script takes the values %2.</source>
        <translation>第 %1 行：请说明脚本的哪个参数取值 %2。</translation>
    </message>
    <message>
        <source>Give the values for --%1.</source>
        <translation>请给出 --%1 的取值。</translation>
    </message>
    <message>
        <source>The range for --%1 is written FIRST:LAST or FIRST:LAST:STEP with whole numbers, for example 0:3 or 16:64:16 (not &quot;%2&quot;). For other values choose &quot;a list of values&quot; or &quot;a log-range&quot;.</source>
        <translation>--%1 的范围写作 起始:结束 或 起始:结束:步长，使用整数，例如 0:3 或 16:64:16（而不是“%2”）。如需其他取值，请选择“一组取值”或“对数范围”。</translation>
    </message>
    <message>
        <source>--seed is both an argument row and the seeds field: keep one.</source>
        <translation>--seed 既是一个参数行，又填在“随机种子”栏中：请只保留一个。</translation>
    </message>
    <message>
        <source>Add an argument and its values, or untick the sweep.</source>
        <translation>请添加参数及其取值，或取消勾选参数扫描。</translation>
    </message>
    <message>
        <source>, at most %1 running at once</source>
        <translation>，最多同时运行 %1 个</translation>
    </message>
    <message>
        <source>The local profile has no scheduler: a sweep needs a Slurm or PBS Pro cluster.</source>
        <translation>本地配置没有调度器：参数扫描需要 Slurm 或 PBS Pro 集群。</translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so %1 cannot run a sweep; choose a Slurm or PBS Pro cluster (docs/schedulers.md says why).</source>
        <translation>Cobalt 没有作业数组，因此 %1 无法运行参数扫描；请选择 Slurm 或 PBS Pro 集群（原因见 docs/schedulers.md）。</translation>
    </message>
    <message>
        <source>1 task: PBS Pro runs it as one plain job (an array needs two or more).</source>
        <translation>1 个任务：PBS Pro 把它作为一个普通作业运行（数组至少需要两个任务）。</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) as one job array (%1)%2.</source>
        <translation>
            <numerusform>%n 个任务，作为一个作业数组（%1）%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tasks: %2 takes at most %3 tasks in one array, so Slipway submits %4 arrays, one after the other: tasks %5 (each %6, counted from its first task)%7.</source>
        <translation>%1 个任务：%2 一个数组最多接受 %3 个任务，因此 Slipway 依次提交 %4 个数组：任务 %5（每个数组 %6，从其第一个任务算起）%7。</translation>
    </message>
    <message numerus="yes">
        <source>%1 random sample(s) of these</source>
        <translation type="vanished">
            <numerusform>从以下参数中随机抽取 %1 个样本</numerusform>
        </translation>
    </message>
    <message>
        <source>Every combination of these</source>
        <translation>以下参数的所有组合</translation>
    </message>
    <message numerus="yes">
        <source>%n random sample(s) of these</source>
        <translation>
            <numerusform>从以下参数中随机抽取 %n 个样本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepTaskView</name>
    <message>
        <source>%v of %m tasks ended</source>
        <translation>%m 个任务中已结束 %v 个</translation>
    </message>
    <message>
        <source>Resubmit failed and timed-out tasks only</source>
        <translation>只重新提交失败和超时的任务</translation>
    </message>
    <message>
        <source>Submit exactly the tasks that failed, ran out of time or memory again, in the same run; the others stay as they are.</source>
        <translation>在同一次运行中，只重新提交失败、超时或内存不足的任务；其他任务保持不变。</translation>
    </message>
    <message>
        <source>Cancel task</source>
        <translation>取消任务</translation>
    </message>
    <message>
        <source>Cancel the selected task only (Cancel above cancels all).</source>
        <translation>只取消所选任务（上方的“取消”会取消全部）。</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>退出代码</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>参数扫描：%1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::TensorBoardDialog</name>
    <message>
        <source>TensorBoard on a cluster</source>
        <translation>集群上的 TensorBoard</translation>
    </message>
    <message>
        <source>A Host alias of your ssh configuration, or user@host[:port].</source>
        <translation>你的 ssh 配置中的 Host 别名，或 user@host[:port]。</translation>
    </message>
    <message>
        <source>e.g. ~/runs or /scratch/me/experiment/logs</source>
        <translation>例如 ~/runs 或 /scratch/me/experiment/logs</translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard, or source ~/venv/bin/activate</source>
        <translation>例如 module load TensorBoard，或 source ~/venv/bin/activate</translation>
    </message>
    <message>
        <source>Runs in your login shell on the cluster before tensorboard; leave empty if tensorboard is already on your PATH there.</source>
        <translation>在集群上你的登录 shell 中于 tensorboard 之前运行；如果 tensorboard 已经在那里的 PATH 中，请留空。</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>集群(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>日志文件夹(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>环境(&amp;E)：</translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; It listens on 127.0.0.1 of the login node, and every other user logged in to that node can open it there while it runs. On this computer only 127.0.0.1 is forwarded. Stop it when you are done.</source>
        <translation>&lt;b&gt;TensorBoard 没有密码。&lt;/b&gt;它监听登录节点的 127.0.0.1，运行期间登录到该节点的其他所有用户都能在那里打开它。在这台计算机上只转发 127.0.0.1。用完后请停止它。</translation>
    </message>
    <message>
        <source>Not running.</source>
        <translation>未运行。</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation>在浏览器中打开(&amp;O)</translation>
    </message>
    <message>
        <source>No browser could be opened. Open %1 yourself.</source>
        <translation>无法打开浏览器。请自行打开 %1。</translation>
    </message>
    <message>
        <source>TensorBoard of the job</source>
        <translation>作业的 TensorBoard</translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; The job runs it on its compute node, where other users of the cluster can reach its port while the job runs. On this computer only 127.0.0.1 is forwarded. It ends with the job.</source>
        <translation>&lt;b&gt;TensorBoard 没有密码。&lt;/b&gt;作业在其计算节点上运行它，作业运行期间集群的其他用户可以访问其端口。在这台计算机上只转发 127.0.0.1。它随作业一起结束。</translation>
    </message>
    <message>
        <source>Choose the cluster (a Host alias or user@host) first.</source>
        <translation>请先选择集群（Host 别名或 user@host）。</translation>
    </message>
    <message>
        <source>Give the log folder on the cluster, e.g. ~/runs.</source>
        <translation>请给出集群上的日志文件夹，例如 ~/runs。</translation>
    </message>
    <message>
        <source>No connections are available.</source>
        <translation>没有可用的连接。</translation>
    </message>
    <message>
        <source>port %1 on the login node%2</source>
        <translation>登录节点上的端口 %1%2</translation>
    </message>
    <message>
        <source>, already running</source>
        <translation>，已在运行</translation>
    </message>
    <message>
        <source>port %1 on %2, the job&apos;s node</source>
        <translation>%2（作业的节点）上的端口 %1</translation>
    </message>
    <message>
        <source>Forwarded to &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt; (%2).</source>
        <translation>已转发到 &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt;（%2）。</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>取消(&amp;C)</translation>
    </message>
</context>
<context>
    <name>slipway::ui::TrayWatch</name>
    <message>
        <source>Show Slipway</source>
        <translation>显示 Slipway</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>%1 is watching your jobs</source>
        <translation>%1 正在关注您的作业</translation>
    </message>
</context>
<context>
    <name>slipway::ui::UsagePanel</name>
    <message>
        <source>Cancel the job</source>
        <translation>取消该作业</translation>
    </message>
    <message>
        <source>% busy</source>
        <translation>% 忙碌</translation>
    </message>
    <message>
        <source>memory (MB)</source>
        <translation>内存（MB）</translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation>CPU（单核的 %）</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Use these numbers for the next run</source>
        <translation>把这些数值用于下一次运行</translation>
    </message>
    <message>
        <source>GPU use, last samples</source>
        <translation>GPU 使用率，最近的采样</translation>
    </message>
    <message>
        <source>CPU use, last samples</source>
        <translation>CPU 使用率，最近的采样</translation>
    </message>
    <message>
        <source>Job %1: waiting for the first sample…</source>
        <translation>作业 %1：正在等待第一次采样…</translation>
    </message>
    <message>
        <source>Job %1: CPU %2 · memory %3</source>
        <translation>作业 %1：CPU %2 · 内存 %3</translation>
    </message>
    <message>
        <source> · GPU not read: %1</source>
        <translation> · 未读取 GPU：%1</translation>
    </message>
    <message>
        <source> · GPU %1 %</source>
        <translation> · GPU %1 %</translation>
    </message>
    <message>
        <source>The GPUs of run %1 are idle</source>
        <translation>运行 %1 的 GPU 处于闲置状态</translation>
    </message>
    <message>
        <source>Every GPU of job %1 has stayed below %2 % for %3 minutes.</source>
        <translation>作业 %1 的每个 GPU 已连续 %3 分钟低于 %2 %。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Cancel and resubmit with more time, or make sure checkpoints are written.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 请取消并用更多时间重新提交，或确保会写入检查点。</translation>
    </message>
    <message>
        <source>Run %1 will not finish before its time limit</source>
        <translation>运行 %1 无法在时间限制之前完成</translation>
    </message>
    <message>
        <source>&lt;b&gt;The GPUs of job %1 have been idle (below %2 %) for %3 minutes or more.&lt;/b&gt; The job holds them and uses your allocation without computing. If it is stuck, cancel it.</source>
        <translation>&lt;b&gt;作业 %1 的 GPU 已闲置（低于 %2 %）%3 分钟或更久。&lt;/b&gt;该作业占用着它们，消耗你的分配额度却没有进行计算。如果它卡住了，请取消它。</translation>
    </message>
    <message>
        <source>Resubmit with %1.</source>
        <translation>用 %1 重新提交。</translation>
    </message>
    <message>
        <source>Asking Slurm what the job used…</source>
        <translation>正在向 Slurm 查询该作业的用量…</translation>
    </message>
    <message>
        <source>(The pace comes from the run&apos;s event files.)</source>
        <translation>（速度来自该运行的事件文件。）</translation>
    </message>
</context>
<context>
    <name>slurmparser</name>
    <message>
        <source>Slurm accepts the job; it would start around %1 on %2 (partition %3).</source>
        <translation>Slurm 接受该作业；它大约会在 %1 于 %2（分区 %3）上开始。</translation>
    </message>
    <message>
        <source>Slurm accepts the job.</source>
        <translation>Slurm 接受该作业。</translation>
    </message>
    <message>
        <source>Slurm refuses the job.</source>
        <translation>Slurm 拒绝了该作业。</translation>
    </message>
</context>
<context>
    <name>slurmscheduler</name>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read.</source>
        <translation>无法读取调度器关于参数扫描的回答。</translation>
    </message>
</context>
<context>
    <name>smokereportformat</name>
    <message>
        <source>Model: %1 (LibTorch %2, %3 thread%4, batch %5)</source>
        <translation>模型：%1（LibTorch %2，%3 个线程%4，批量 %5）</translation>
    </message>
    <message>
        <source>Cancelled after %1 step%2.</source>
        <translation>在第 %1 步后取消%2。</translation>
    </message>
    <message>
        <source>Speed: %1 ms per step, %2 steps/s, %3 samples/s (median, first step excluded)</source>
        <translation>速度：每步 %1 毫秒，每秒 %2 步，每秒 %3 个样本（中位数，不含第一步）</translation>
    </message>
    <message>
        <source>Time to first step: %1 s (module load %2 s, model load %3 s)</source>
        <translation>到第一步的时间：%1 秒（模块加载 %2 秒，模型加载 %3 秒）</translation>
    </message>
    <message>
        <source>Memory: peak resident %1 MiB during the run, %2 MiB before it (RSS-based: counts the whole process, not just tensors)</source>
        <translation>内存：运行期间常驻内存峰值 %1 MiB，运行前 %2 MiB（基于 RSS：统计整个进程，而不仅仅是张量）</translation>
    </message>
    <message>
        <source>Estimate for the real run: %1 steps/epoch x %2 epoch%3 = %4 on CPU here; %5 on one GPU with an ASSUMED CPU-&gt;GPU factor of %6x</source>
        <translation>正式运行的估算：每轮 %1 步 x %2 轮%3 = 在这里的 CPU 上 %4；在一个 GPU 上 %5（假定 CPU-&gt;GPU 加速比为 %6x）</translation>
    </message>
    <message>
        <source>Suggested for a run on a cluster: CPUs per task %1, GPUs per node %2, Memory per node %3G, Time limit %4</source>
        <translation>建议用于集群上的运行：每任务 CPU 数 %1，每节点 GPU 数 %2，每节点内存 %3G，时间限制 %4</translation>
    </message>
    <message>
        <source>VmHWM from /proc/self/status (RSS-based)</source>
        <translation>VmHWM，来自 /proc/self/status（基于 RSS）</translation>
    </message>
</context>
<context>
    <name>specwords</name>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation>它为空；请删除它或填写内容。</translation>
    </message>
</context>
<context>
    <name>sshcommandrunner</name>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation>到 %1 的连接已关闭。</translation>
    </message>
</context>
<context>
    <name>sshconfig</name>
    <message>
        <source>Could not read the SSH configuration file %1: %2</source>
        <translation>无法读取 SSH 配置文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>sshlogin</name>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation>已取消连接到 %1。</translation>
    </message>
    <message>
        <source>Could not create an SSH session.</source>
        <translation>无法创建 SSH 会话。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a user name SSH accepts.</source>
        <translation>&quot;%1&quot; 不是 SSH 接受的用户名。</translation>
    </message>
    <message>
        <source>The computer name &quot;%1&quot; could not be found. Check it for typos; some clusters are only known inside the campus network or VPN.</source>
        <translation>找不到计算机名 &quot;%1&quot;。请检查是否有拼写错误；有些集群只能在校园网或 VPN 内部找到。</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2: no SSH server listens there, or a firewall turns it away. Check the host name and port.</source>
        <translation>%1 拒绝了端口 %2 上的连接：那里没有 SSH 服务器在监听，或被防火墙拒绝。请检查主机名和端口。</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s. The computer may be down, or reachable only from the campus network or VPN.</source>
        <translation>%1 在 %2 秒内没有响应。该计算机可能已关闭，或只能从校园网或 VPN 访问。</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not send a host key: %2</source>
        <translation>%1 没有发送主机密钥：%2</translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED, so Slipway refuses to connect. Someone may be intercepting the connection, or the centre replaced its keys. The server now shows %2 key %3. Check the centre&apos;s published fingerprints or ask its support. Only if they confirm the change, remove the old key (%4), for example with: ssh-keygen -R %5 -f %6 — then connect again.</source>
        <translation>%1 的主机密钥已经改变，因此 Slipway 拒绝连接。可能有人在拦截连接，也可能是中心更换了密钥。服务器现在显示的是 %2 密钥 %3。请核对中心公布的指纹，或询问其技术支持。只有在他们确认了这一变更后，才能删除旧密钥（%4），例如使用：ssh-keygen -R %5 -f %6 —— 然后重新连接。</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted, so Slipway did not connect.</source>
        <translation>%1 的主机密钥未被信任，因此 Slipway 没有连接。</translation>
    </message>
    <message>
        <source>Could not save the host key to %1: %2</source>
        <translation>无法把主机密钥保存到 %1：%2</translation>
    </message>
    <message>
        <source>Could not check the host key of %1: %2</source>
        <translation>无法检查 %1 的主机密钥：%2</translation>
    </message>
    <message>
        <source>%1 closed the connection during login: %2</source>
        <translation>%1 在登录期间关闭了连接：%2</translation>
    </message>
    <message>
        <source>%1 closed the connection during login (%2): %3</source>
        <translation>%1 在登录期间关闭了连接（%2）：%3</translation>
    </message>
    <message>
        <source>%1 stopped answering during login (%2).</source>
        <translation>%1 在登录期间停止了响应（%2）。</translation>
    </message>
    <message>
        <source>That password was not accepted.</source>
        <translation>该密码未被接受。</translation>
    </message>
    <message>
        <source>%1 did not accept any way of logging in that Slipway could offer. The server allows: %2. Tried: %3. Check the user name (%4), that your public key is registered with the centre, or the password.</source>
        <translation>%1 不接受 Slipway 能提供的任何登录方式。服务器允许：%2。已尝试：%3。请检查用户名（%4）、你的公钥是否已在中心注册，或者密码。</translation>
    </message>
    <message>
        <source>No passphrase was given for the key %1.</source>
        <translation>没有给出密钥 %1 的密码短语。</translation>
    </message>
    <message>
        <source>Wrong passphrase for the key %1 (%2 attempts).</source>
        <translation>密钥 %1 的密码短语错误（尝试了 %2 次）。</translation>
    </message>
    <message>
        <source>Wrong passphrase; try again.</source>
        <translation>密码短语错误；请重试。</translation>
    </message>
    <message>
        <source>The previous answers were not accepted.</source>
        <translation>之前的回答未被接受。</translation>
    </message>
    <message>
        <source>The login questions of %1 were not answered.</source>
        <translation>没有回答 %1 的登录问题。</translation>
    </message>
    <message>
        <source>No password was given for %1.</source>
        <translation>没有给出 %1 的密码。</translation>
    </message>
    <message>
        <source>%1 refused the key %2 for the user %3, and the password or code it asks for instead could not be given: %4 To log in with the key, register %5 with the centre (or add it to ~/.ssh/authorized_keys on the cluster, e.g. with ssh-copy-id -i %6), and check User and IdentityFile in the ssh configuration.</source>
        <translation>%1 拒绝了用户 %3 的密钥 %2，而它要求改用的密码或验证码无法提供：%4 要使用密钥登录，请在中心注册 %5（或把它加入集群上的 ~/.ssh/authorized_keys，例如使用 ssh-copy-id -i %6），并检查 ssh 配置中的 User 和 IdentityFile。</translation>
    </message>
    <message>
        <source>%1 needs an answer (%2), but there is no one to ask here.</source>
        <translation>%1 需要一个回答（%2），但这里没有人可以询问。</translation>
    </message>
    <message>
        <source>it was not answered.</source>
        <translation>没有得到回答。</translation>
    </message>
    <message>
        <source>The window that asked was closed.</source>
        <translation>提问的窗口已关闭。</translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation>跳板主机 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>sshprompter</name>
    <message>
        <source>Unknown host key for %1</source>
        <translation>%1 的主机密钥未知</translation>
    </message>
    <message>
        <source>Passphrase for key %1</source>
        <translation>密钥 %1 的密码短语</translation>
    </message>
    <message>
        <source>Login questions from %1</source>
        <translation>来自 %1 的登录问题</translation>
    </message>
    <message>
        <source>Nobody answered: the window that asked was closed.</source>
        <translation>没有人回答：发出询问的窗口已关闭。</translation>
    </message>
</context>
<context>
    <name>sshshellchannel</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>到 %1 的连接已关闭。</translation>
    </message>
    <message>
        <source>Could not create a channel to %1.</source>
        <translation>无法创建到 %1 的通道。</translation>
    </message>
    <message>
        <source>%1 did not start a shell: %2</source>
        <translation>%1 没有启动 shell：%2</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>%1 上的命令已取消。</translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation>%1 上的命令在 %2 秒内没有完成，已被停止。</translation>
    </message>
    <message>
        <source>The login shell on %1 ended at once; check the login scripts (~/.bash_profile, ~/.bashrc).</source>
        <translation>%1 上的登录 shell 立即结束了；请检查登录脚本（~/.bash_profile、~/.bashrc）。</translation>
    </message>
    <message>
        <source>The shell on %1 ended while the command ran.</source>
        <translation>%1 上的 shell 在命令运行期间结束了。</translation>
    </message>
</context>
<context>
    <name>sshstream</name>
    <message>
        <source>%1 did not start the command: %2</source>
        <translation>%1 没有启动该命令：%2</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while the command ran: its output may be cut short, and the command may still be running there. Connect again to check on it or to run it again.</source>
        <translation>命令运行期间到 %1 的连接断开了：其输出可能不完整，命令可能仍在那里运行。请重新连接以查看它或再次运行它。</translation>
    </message>
    <message>
        <source>The command on %1 was stopped by a signal.</source>
        <translation>%1 上的命令被信号停止了。</translation>
    </message>
    <message>
        <source>The command on %1 was stopped.</source>
        <translation>%1 上的命令已停止。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while sending: %2</source>
        <translation>发送期间到 %1 的连接断开了：%2</translation>
    </message>
</context>
<context>
    <name>sshtarget</name>
    <message>
        <source>&quot;%1&quot; has an &apos;@&apos; but no user name before it.</source>
        <translation>&quot;%1&quot; 中有 &apos;@&apos;，但其前面没有用户名。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; opens &apos;[&apos; but never closes it.</source>
        <translation>&quot;%1&quot; 中有 &apos;[&apos; 但没有闭合。</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot; after the address in &quot;%2&quot;.</source>
        <translation>&quot;%2&quot; 中地址后面出现了意外的 &quot;%1&quot;。</translation>
    </message>
    <message>
        <source>No host name in &quot;%1&quot;. Give a name from your SSH configuration or user@host:port.</source>
        <translation>&quot;%1&quot; 中没有主机名。请给出 SSH 配置中的名称，或 user@host:port。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name.</source>
        <translation>&quot;%1&quot; 不是有效的主机名。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid user name.</source>
        <translation>&quot;%1&quot; 不是有效的用户名。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a port number (1 to 65535).</source>
        <translation>&quot;%1&quot; 不是端口号（1 到 65535）。</translation>
    </message>
    <message>
        <source>The SSH configuration file %1 does not exist.</source>
        <translation>SSH 配置文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The SSH configuration gives &quot;%1&quot; as the port of %2; a port is a number from 1 to 65535.</source>
        <translation>SSH 配置把 &quot;%1&quot; 作为 %2 的端口；端口是 1 到 65535 之间的数字。</translation>
    </message>
    <message>
        <source>The jump hosts of %1 lead to more than %2 hops; check the ProxyJump lines of your SSH configuration for a loop.</source>
        <translation>%1 的跳板主机超过了 %2 跳；请检查 SSH 配置中的 ProxyJump 行是否有循环。</translation>
    </message>
    <message>
        <source>Jump host &quot;%1&quot; of %2: %3</source>
        <translation>%2 的跳板主机 &quot;%1&quot;：%3</translation>
    </message>
    <message>
        <source>The SSH configuration for %1 uses ProxyCommand, which Slipway does not run. Use ProxyJump to reach it through a jump host.</source>
        <translation>%1 的 SSH 配置使用了 ProxyCommand，而 Slipway 不会运行它。请使用 ProxyJump 通过跳板主机访问它。</translation>
    </message>
</context>
<context>
    <name>sshtransfer</name>
    <message>
        <source>The transfer stopped: %1</source>
        <translation>传输中断：%1</translation>
    </message>
    <message>
        <source>The transfer was cancelled.</source>
        <translation>传输已取消。</translation>
    </message>
    <message>
        <source>%1 does not exist on this computer.</source>
        <translation>%1 在这台计算机上不存在。</translation>
    </message>
    <message>
        <source>Could not create the folder %1 on %2</source>
        <translation>无法在 %2 上创建文件夹 %1</translation>
    </message>
    <message>
        <source>Could not read %1 on %2</source>
        <translation>无法读取 %2 上的 %1</translation>
    </message>
    <message>
        <source>Could not create the folder %1 on this computer.</source>
        <translation>无法在这台计算机上创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Could not list %1 on %2</source>
        <translation>无法列出 %2 上的 %1</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed</source>
        <translation>在 %2 上写入 %1 失败</translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed</source>
        <translation>在 %2 上读取 %1 失败</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed: %3</source>
        <translation>在 %2 上读取 %1 失败：%3</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed: %3</source>
        <translation>在 %2 上写入 %1 失败：%3</translation>
    </message>
    <message>
        <source>%1 changed size while it was sent (%2 bytes instead of %3)</source>
        <translation>%1 在发送期间大小发生了变化（%2 字节，而不是 %3 字节）</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Could not create %1 on %2</source>
        <translation>无法在 %2 上创建 %1</translation>
    </message>
    <message>
        <source>Could not open %1 on %2</source>
        <translation>无法在 %2 上打开 %1</translation>
    </message>
    <message>
        <source>Finishing %1 on %2 failed</source>
        <translation>在 %2 上完成 %1 失败</translation>
    </message>
    <message>
        <source>Could not rename %1 on %2</source>
        <translation>无法在 %2 上重命名 %1</translation>
    </message>
    <message>
        <source>Could not put the downloaded %1 in place: %2</source>
        <translation>无法把下载的 %1 放到位：%2</translation>
    </message>
</context>
<context>
    <name>sshtunnel</name>
    <message>
        <source>Could not listen on 127.0.0.1:%1: %2</source>
        <translation>无法监听 127.0.0.1:%1：%2</translation>
    </message>
    <message>
        <source>%1 could not reach %2:%3: %4</source>
        <translation>%1 无法访问 %2:%3：%4</translation>
    </message>
</context>
<context>
    <name>sshworker</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>到 %1 的连接已关闭。</translation>
    </message>
    <message>
        <source>You disconnected from %1.</source>
        <translation>你已断开与 %1 的连接。</translation>
    </message>
    <message>
        <source>Reconnecting to %1 failed: %2</source>
        <translation>重新连接到 %1 失败：%2</translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation>跳板主机 %1 失败：%2</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>未连接到 %1。</translation>
    </message>
    <message>
        <source>The connection to %1 is down and Slipway is reconnecting (%2). Try again once it is back.</source>
        <translation>到 %1 的连接已断开，Slipway 正在重新连接（%2）。恢复后请重试。</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>%1 上的命令已取消。</translation>
    </message>
    <message>
        <source>The connection to %1 was lost%2.</source>
        <translation>到 %1 的连接断开了%2。</translation>
    </message>
    <message>
        <source>%1 did not start SFTP (file transfer): %2</source>
        <translation>%1 没有启动 SFTP（文件传输）：%2</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>No permission to read %1.</source>
        <translation>没有权限读取 %1。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Reconnecting to %1.</source>
        <translation>正在重新连接到 %1。</translation>
    </message>
</context>
<context>
    <name>submission</name>
    <message>
        <source>The working folder %1 does not exist on %2. Create it there first (mkdir -p -- %3), or correct the “Working folder”.</source>
        <translation>工作文件夹 %1 在 %2 上不存在。请先在那里创建它（mkdir -p -- %3），或更正“工作文件夹”。</translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on %2, so the job script cannot be put there. Choose a folder of your own (for example in your project or scratch space).</source>
        <translation>你无法写入 %2 上的工作文件夹 %1，因此无法把作业脚本放到那里。请选择一个属于你自己的文件夹（例如在你的项目空间或 scratch 空间中）。</translation>
    </message>
    <message>
        <source>The run folder %1 could not be made in %2 on %3 (%4). Slipway writes only into run folders it makes itself, so nothing was submitted; submit again for a new folder.</source>
        <translation>无法在 %3 上的 %2 中创建运行文件夹 %1（%4）。Slipway 只写入它自己创建的运行文件夹，因此没有提交任何内容；请重新提交以使用新文件夹。</translation>
    </message>
    <message>
        <source>Could not prepare the job folder on %1: %2</source>
        <translation>无法在 %1 上准备作业文件夹：%2</translation>
    </message>
    <message>
        <source>The script %1 does not exist in %2 on the cluster. Copy it there first, or correct the “Training script” or the “Working folder”.</source>
        <translation>集群上的 %2 中不存在脚本 %1。请先把它复制到那里，或更正“训练脚本”或“工作文件夹”。</translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table could not be written to %1 on %2: %3</source>
        <translation>无法把参数扫描的参数表写入 %2 上的 %1：%3</translation>
    </message>
    <message>
        <source>Submitted as job %1.</source>
        <translation>已作为作业 %1 提交。</translation>
    </message>
    <message>
        <source>Submitted tasks 0 to %1 of the sweep as job array(s) %2; tasks %3 to %4 were refused: %5</source>
        <translation type="vanished">已把参数扫描的任务 0 到 %1 作为作业数组 %2 提交；任务 %3 到 %4 被拒绝：%5</translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as %2 job arrays: %3.</source>
        <translation>已把参数扫描的 %1 个任务作为 %2 个作业数组提交：%3。</translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as job array %2.</source>
        <translation>已把参数扫描的 %1 个任务作为作业数组 %2 提交。</translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); tasks %3 to %4 were refused: %5</source>
        <translation>
            <numerusform>已把参数扫描的任务 0 到 %1 作为 %n 个作业数组（%2）提交；任务 %3 到 %4 被拒绝：%5</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was lost while the job was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation type="vanished">提交作业时连接中断：%1 调度器是否已将其排队，将在下一次状态检查时确认（运行页面，或 slipwayctl status）；在此之前请不要再次提交。</translation>
    </message>
    <message>
        <source>Slipway did not get the cluster&apos;s answer while the job was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation>提交作业时 Slipway 没有收到集群的回复：%1 调度器是否已将其排队，将在下一次状态检查时确认（运行页面，或 slipwayctl status）；在此之前请不要再次提交。</translation>
    </message>
    <message>
        <source>Slipway did not get the cluster&apos;s answer while the sweep was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation>提交参数扫描时 Slipway 没有收到集群的回复：%1 调度器是否已将其排队，将在下一次状态检查时确认（运行页面，或 slipwayctl status）；在此之前请不要再次提交。</translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); Slipway did not get the cluster&apos;s answer for tasks %3 to %4 (%5). Look for them with squeue before you submit them again: they may be queued.</source>
        <translation>
            <numerusform>已把参数扫描的任务 0 到 %1 作为 %n 个作业数组（%2）提交；任务 %3 到 %4 没有收到集群的回复（%5）。再次提交之前请先用 squeue 查看：它们可能已在队列中。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sweep</name>
    <message>
        <source>&quot;%1&quot; is not a sweep: write NAME=VALUES, where NAME is the script&apos;s argument without its dashes (letters, digits, _ and -), for example lr=1e-4,1e-3 or seed=0:3.</source>
        <translation>&quot;%1&quot; 不是参数扫描：请写成 NAME=VALUES，其中 NAME 是脚本的参数名去掉短横线（字母、数字、_ 和 -），例如 lr=1e-4,1e-3 或 seed=0:3。</translation>
    </message>
    <message>
        <source>a log-range is log:LOW:HIGH:COUNT, for example log:1e-4:1e-1:4.</source>
        <translation>对数范围的写法是 log:LOW:HIGH:COUNT，例如 log:1e-4:1e-1:4。</translation>
    </message>
    <message>
        <source>the ends of a log-range must be above 0.</source>
        <translation>对数范围的两端必须大于 0。</translation>
    </message>
    <message>
        <source>the count must be between 1 and %1.</source>
        <translation>数量必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>the step must be 1 or more.</source>
        <translation>步长必须为 1 或以上。</translation>
    </message>
    <message>
        <source>a range is FIRST:LAST with FIRST not above LAST.</source>
        <translation>范围的写法是 FIRST:LAST，且 FIRST 不大于 LAST。</translation>
    </message>
    <message>
        <source>a range may have at most %1 values.</source>
        <translation>一个范围最多可以有 %1 个值。</translation>
    </message>
    <message>
        <source>a list may have at most %1 values.</source>
        <translation>一个列表最多可以有 %1 个值。</translation>
    </message>
    <message>
        <source>a value is empty (two commas in a row, or one at an end).</source>
        <translation>有一个值为空（连续两个逗号，或末尾有逗号）。</translation>
    </message>
    <message>
        <source>a value is longer than 1000 characters.</source>
        <translation>有一个值超过 1000 个字符。</translation>
    </message>
    <message>
        <source>a value holds a tab, a line break or a NUL character, which the parameters table cannot carry.</source>
        <translation>有一个值包含制表符、换行符或 NUL 字符，参数表无法容纳这些字符。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is swept twice; give all its values in one sweep.</source>
        <translation>&quot;%1&quot; 被扫描了两次；请在一个参数扫描中给出它的所有值。</translation>
    </message>
    <message>
        <source>The number of random samples cannot be below 0.</source>
        <translation>随机采样的数量不能小于 0。</translation>
    </message>
    <message>
        <source>The sweep would make more than %1 tasks; sweep fewer values.</source>
        <translation>该参数扫描会产生超过 %1 个任务；请减少扫描的取值。</translation>
    </message>
</context>
<context>
    <name>sweeplines</name>
    <message>
        <source> The cluster takes at most %1 tasks in one array, so Slipway submits the %2 tasks as %3 arrays.</source>
        <translation>集群的一个数组最多容纳 %1 个任务，因此 Slipway 把 %2 个任务作为 %3 个数组提交。</translation>
    </message>
    <message>
        <source>A job array: one task per set of parameters%1.%2</source>
        <translation>作业数组：每组参数一个任务%1。%2</translation>
    </message>
    <message>
        <source>A job array: one subjob per set of parameters.%1</source>
        <translation>作业数组：每组参数一个子作业。%1</translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table (in the run&apos;s folder), passed by Slipway.</source>
        <translation>参数扫描的参数表（在运行文件夹中），由 Slipway 传入。</translation>
    </message>
    <message>
        <source>This task&apos;s number in the sweep.</source>
        <translation>这个任务在参数扫描中的编号。</translation>
    </message>
    <message>
        <source>Its row of the table.</source>
        <translation>它在表中对应的行。</translation>
    </message>
    <message>
        <source>Stop with a clear message if the table lacks it.</source>
        <translation>如果表中缺少该行，就给出清楚的消息并停止。</translation>
    </message>
    <message>
        <source>Split the row at its tabs; the values are never run as code.</source>
        <translation>按制表符拆分该行；这些值绝不会作为代码运行。</translation>
    </message>
    <message>
        <source>Each task writes its event files into a folder of its own, named by its parameters.</source>
        <translation>每个任务把事件文件写入以其参数命名的专属文件夹。</translation>
    </message>
    <message>
        <source>This task&apos;s arguments, added after the script&apos;s own.</source>
        <translation>这个任务的参数，添加在脚本自身的参数之后。</translation>
    </message>
    <message>
        <source>Say in the log which parameters this task runs with.</source>
        <translation>在日志中说明这个任务使用哪些参数运行。</translation>
    </message>
</context>
<context>
    <name>sweepprogress</name>
    <message>
        <source>%1 completed</source>
        <translation>已完成 %1 个</translation>
    </message>
    <message>
        <source>%1 running</source>
        <translation>运行中 %1 个</translation>
    </message>
    <message>
        <source>%1 waiting</source>
        <translation>等待中 %1 个</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>失败 %1 个</translation>
    </message>
    <message>
        <source>%1 cancelled</source>
        <translation>已取消 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s): %1.</source>
        <extracomment>%1 lists the tasks by state: &quot;3 completed, 1 failed&quot; (or &quot;none yet&quot;)</extracomment>
        <translation>
            <numerusform>%n 个任务：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>尚无</translation>
    </message>
    <message>
        <source>%1 ended (how is not known)</source>
        <translation>已结束但方式未知 %1 个</translation>
    </message>
</context>
<context>
    <name>tensorboardsession</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>没有到集群的连接。</translation>
    </message>
</context>
<context>
    <name>torchprobe</name>
    <message>
        <source>Python printed nothing (exit status %1).</source>
        <translation>Python 没有输出任何内容（退出状态 %1）。</translation>
    </message>
</context>
<context>
    <name>uploadplan</name>
    <message>
        <source>The project needs %1 on the cluster but %2 has only %3 free. Free some space there or send the project to another folder (for example your scratch or workspace folder).</source>
        <translation>项目在集群上需要 %1，但 %2 只有 %3 可用空间。请在那里释放一些空间，或把项目发送到其他文件夹（例如你的 scratch 或工作空间文件夹）。</translation>
    </message>
    <message>
        <source>The project has %1 files but %2 can take only %3 more (its file count quota). Leave files out with .slipwayignore or send the project to another folder.</source>
        <translation>项目有 %1 个文件，但 %2 只能再容纳 %3 个（其文件数配额）。请用 .slipwayignore 排除一些文件，或把项目发送到其他文件夹。</translation>
    </message>
    <message>
        <source>The free space on the cluster could not be checked.</source>
        <translation>无法检查集群上的可用空间。</translation>
    </message>
</context>
<context>
    <name>usageprobe</name>
    <message>
        <source>The GPU tool printed nothing on the job&apos;s nodes.</source>
        <translation>GPU 工具在作业的节点上没有输出任何内容。</translation>
    </message>
    <message>
        <source>The GPUs could not be read: %1</source>
        <translation>无法读取 GPU：%1</translation>
    </message>
    <message>
        <source>A node was left out: </source>
        <translation>有一个节点被排除：</translation>
    </message>
    <message>
        <source>The job&apos;s nodes are not known yet.</source>
        <translation>尚不知道作业使用哪些节点。</translation>
    </message>
</context>
<context>
    <name>wordrules</name>
    <message>
        <source>&quot;%1&quot; contains a line break or another control character; remove it.</source>
        <translation>&quot;%1&quot; 包含换行符或其他控制字符；请删除它。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts with &apos;-&apos;, so the program would read it as an option instead of %2; remove the &apos;-&apos;.</source>
        <translation>&quot;%1&quot; 以 &apos;-&apos; 开头，因此程序会把它当作选项，而不是 %2；请删除 &apos;-&apos;。</translation>
    </message>
    <message>
        <source>%1 characters are too long for %2.</source>
        <translation>%1 个字符对 %2 来说太长了。</translation>
    </message>
    <message>
        <source>It is empty; give %1.</source>
        <translation>它为空；请给出 %1。</translation>
    </message>
    <message>
        <source>GPU types use only letters, digits and _ . - (for example h100 or a100)</source>
        <translation>GPU 类型只能使用字母、数字以及 _ . -（例如 h100 或 a100）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a channel after it, such as pytorch.</source>
        <translation>&quot;%1&quot; 后面需要一个频道，例如 pytorch。</translation>
    </message>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation>它为空；请删除它或填写内容。</translation>
    </message>
    <message>
        <source>It contains a NUL byte, which no program can be given; remove it.</source>
        <translation>它包含 NUL 字节，任何程序都无法接收它；请删除它。</translation>
    </message>
    <message>
        <source>It contains a broken character (half of a UTF-16 surrogate pair, such as \ud800), which cannot be written as UTF-8 and would become &apos;?&apos;; remove it.</source>
        <translation>它包含一个损坏的字符（UTF-16 代理对的一半，例如 \ud800），无法写成 UTF-8，会变成 &apos;?&apos;；请删除它。</translation>
    </message>
</context>
<context>
    <name>workspace</name>
    <message>
        <source>The workspace tool said: &quot;%1&quot;</source>
        <translation>工作空间工具的说明：&quot;%1&quot;</translation>
    </message>
    <message>
        <source>Give the workspace a name.</source>
        <translation>请为工作空间起一个名称。</translation>
    </message>
    <message>
        <source>A workspace name can have at most 64 characters.</source>
        <translation>工作空间名称最多 64 个字符。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace: start with a letter or digit and use only letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos; (no spaces).</source>
        <translation>&quot;%1&quot; 不能用作工作空间名称：请以字母或数字开头，并且只使用字母、数字、&apos;-&apos;、&apos;.&apos; 和 &apos;_&apos;（不含空格）。</translation>
    </message>
</context>
<context>
    <name>workspaceservice</name>
    <message>
        <source>%1 has no %2: this cluster does not use hpc-workspace. Use your scratch or project folder instead.</source>
        <translation>%1 上没有 %2：这个集群不使用 hpc-workspace。请改用你的 scratch 或项目文件夹。</translation>
    </message>
    <message>
        <source>%1 failed on %2 (exit status %3).</source>
        <translation>%1 在 %2 上失败（退出状态 %3）。</translation>
    </message>
    <message>
        <source>The number of days must be between 1 and %1.</source>
        <translation>天数必须在 1 到 %1 之间。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace file system.</source>
        <translation>&quot;%1&quot; 不能用作工作空间的文件系统名称。</translation>
    </message>
    <message>
        <source>Workspace %1 now expires in %2 days</source>
        <translation>工作空间 %1 现在将在 %2 天后过期</translation>
    </message>
    <message>
        <source>Workspace %1 already existed; it expires in %2 days</source>
        <translation>工作空间 %1 已存在；它将在 %2 天后过期</translation>
    </message>
    <message>
        <source>Workspace %1 is ready for %2 days</source>
        <translation>工作空间 %1 已就绪，可使用 %2 天</translation>
    </message>
    <message>
        <source> The cluster allows at most %1 days, so it shortened the time you asked for.</source>
        <translation>集群最多允许 %1 天，因此缩短了你申请的时间。</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>未连接。</translation>
    </message>
</context>
</TS>
