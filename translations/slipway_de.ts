<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>NextRunNumbers</name>
    <message>
        <source>The run&apos;s job description cannot be read: %1</source>
        <translation>Die Jobbeschreibung des Laufs kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>time %1 (was %2)</source>
        <translation>Zeit %1 (vorher %2)</translation>
    </message>
    <message>
        <source>memory %1 per node (was %2)</source>
        <translation>Speicher %1 pro Knoten (vorher %2)</translation>
    </message>
    <message>
        <source>%1 CPUs per task (was %2)</source>
        <translation>%1 CPUs pro Task (vorher %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The modules in “Modules to load” (%1) did not load on the compute node: %2</source>
        <translation>Die Module unter „Zu ladende Module“ (%1) wurden auf dem Rechenknoten nicht geladen: %2</translation>
    </message>
    <message>
        <source>Pick the modules from the list on the Environment step (names and versions must match exactly, and some modules need another loaded first).</source>
        <translation>Wählen Sie die Module aus der Liste im Schritt „Umgebung“ (Namen und Versionen müssen genau stimmen, und manche Module brauchen vorher ein anderes).</translation>
    </message>
    <message>
        <source>The environment %1 could not be activated on the compute node: %2</source>
        <translation>Die Umgebung %1 konnte auf dem Rechenknoten nicht aktiviert werden: %2</translation>
    </message>
    <message>
        <source>Set the environment up once (Environment step, “Set up on the login node”), in a folder the compute nodes can read.</source>
        <translation>Richten Sie die Umgebung einmal ein (Schritt „Umgebung“, „Auf dem Login-Knoten einrichten“), in einem Ordner, den die Rechenknoten lesen können.</translation>
    </message>
    <message>
        <source>The conda environment %1 could not be activated: %2</source>
        <translation>Die conda-Umgebung %1 konnte nicht aktiviert werden: %2</translation>
    </message>
    <message>
        <source>Add the site&apos;s conda module to “Modules to load”, and set the environment up once on the Environment step.</source>
        <translation>Nehmen Sie das conda-Modul des Zentrums in „Zu ladende Module“ auf und richten Sie die Umgebung einmal im Schritt „Umgebung“ ein.</translation>
    </message>
    <message>
        <source>Python did not start in the job: %1</source>
        <translation>Python ist im Job nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Add a Python or PyTorch module to “Modules to load” on the Environment step.</source>
        <translation>Nehmen Sie im Schritt „Umgebung“ ein Python- oder PyTorch-Modul in „Zu ladende Module“ auf.</translation>
    </message>
    <message>
        <source>The job stopped before the check started, and its log is empty.</source>
        <translation>Der Job endete, bevor die Prüfung begann, und sein Log ist leer.</translation>
    </message>
    <message>
        <source>The job stopped before the check started. Its log ends with: %1</source>
        <translation>Der Job endete, bevor die Prüfung begann. Sein Log endet mit: %1</translation>
    </message>
    <message>
        <source>Read the job&apos;s log for the first error; it is usually a module or an environment that is not available on the compute nodes.</source>
        <translation>Suchen Sie im Log des Jobs den ersten Fehler; meist ist es ein Modul oder eine Umgebung, die auf den Rechenknoten nicht verfügbar ist.</translation>
    </message>
    <message>
        <source>The modules loaded on the compute node (%1).</source>
        <translation>Die Module wurden auf dem Rechenknoten geladen (%1).</translation>
    </message>
    <message>
        <source>Python %1 at %2%3.</source>
        <translation>Python %1 unter %2%3.</translation>
    </message>
    <message>
        <source>torch %1 imports (%2).</source>
        <translation>torch %1 lässt sich importieren (%2).</translation>
    </message>
    <message>
        <source>built for CUDA %1</source>
        <translation>gebaut für CUDA %1</translation>
    </message>
    <message>
        <source>torch does not import: %1</source>
        <translation>torch lässt sich nicht importieren: %1</translation>
    </message>
    <message>
        <source>torch sees the %1 GPU(s) the job asked for.</source>
        <translation type="vanished">torch sieht die %1 GPU(s), die der Job angefordert hat.</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %2).</source>
        <translation type="vanished">Der Job hat %1 GPU(s) angefordert, aber dieses torch wurde ohne CUDA gebaut und kann sie nicht nutzen (der Scheduler hat %2 zugeteilt).</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s) but got none.</source>
        <translation type="vanished">Der Job hat %1 GPU(s) angefordert, aber keine bekommen.</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but torch sees %2.</source>
        <translation type="vanished">Der Job hat %1 GPU(s) angefordert, aber torch sieht %2.</translation>
    </message>
    <message>
        <source>The training script could not be read: %1</source>
        <translation>Das Trainingsskript konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The script&apos;s imports are all there (%1).</source>
        <translation>Alle Imports des Skripts sind vorhanden (%1).</translation>
    </message>
    <message>
        <source>add the pip package %1 to “Packages” and set the environment up again</source>
        <translation>das pip-Paket %1 unter „Pakete“ aufnehmen und die Umgebung neu einrichten</translation>
    </message>
    <message>
        <source>add the module %1 to “Modules to load”</source>
        <translation>das Modul %1 unter „Zu ladende Module“ aufnehmen</translation>
    </message>
    <message>
        <source>The training script imports %1, which this environment does not have on the compute node.</source>
        <translation>Das Trainingsskript importiert %1, das diese Umgebung auf dem Rechenknoten nicht hat.</translation>
    </message>
    <message>
        <source>On the Environment step: %1.</source>
        <translation>Im Schritt „Umgebung“: %1.</translation>
    </message>
    <message>
        <source>The job can write to %1.</source>
        <translation>Der Job kann in %1 schreiben.</translation>
    </message>
    <message>
        <source>The job cannot write to %1 (%2).</source>
        <translation>Der Job kann nicht in %1 schreiben (%2).</translation>
    </message>
    <message>
        <source>Free space in %1 could not be read: %2</source>
        <translation>Der freie Platz in %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 GB free in %2.</source>
        <translation>%1 GB frei in %2.</translation>
    </message>
    <message>
        <source>The job has %1 CPU(s) per task.</source>
        <translation type="vanished">Der Job hat %1 CPU(s) pro Task.</translation>
    </message>
    <message>
        <source>%1 CPU(s) per task for the script&apos;s %2 DataLoader worker(s).</source>
        <translation type="vanished">%1 CPU(s) pro Task für die %2 DataLoader-Worker des Skripts.</translation>
    </message>
    <message>
        <source>The script starts %1 DataLoader worker(s), but the job has %2 CPU(s) per task, so they would share CPUs and slow each other.</source>
        <translation type="vanished">Das Skript startet %1 DataLoader-Worker, aber der Job hat %2 CPU(s) pro Task; sie müssten sich CPUs teilen und würden sich gegenseitig bremsen.</translation>
    </message>
    <message>
        <source>Set “CPUs per task” on the Resources step to %1, or lower num_workers in the script.</source>
        <translation>Setzen Sie „CPUs pro Task“ im Schritt „Ressourcen“ auf %1 oder verringern Sie num_workers im Skript.</translation>
    </message>
    <message>
        <source>%1 ranks set up the process group and added up a tensor together (%2).</source>
        <translation>%1 Ranks haben die Prozessgruppe aufgebaut und gemeinsam einen Tensor aufsummiert (%2).</translation>
    </message>
    <message>
        <source>The ranks could not work together (%1): %2</source>
        <translation>Die Ranks konnten nicht zusammenarbeiten (%1): %2</translation>
    </message>
    <message>
        <source>The login node did not answer the check (exit status %1).</source>
        <translation>Der Login-Knoten hat auf die Prüfung nicht geantwortet (Exit-Status %1).</translation>
    </message>
    <message>
        <source>The environment could not be checked on the login node: %1</source>
        <translation>Die Umgebung konnte auf dem Login-Knoten nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The modules in “Modules to load” (%1) could not be loaded on the login node%2. Pick them from the list on the Environment step.</source>
        <translation>Die Module unter „Zu ladende Module“ (%1) konnten auf dem Login-Knoten nicht geladen werden%2. Wählen Sie sie aus der Liste im Schritt „Umgebung“.</translation>
    </message>
    <message>
        <source>The conda environment %1 has not been set up on the cluster yet, so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation>Die conda-Umgebung %1 ist auf dem Cluster noch nicht eingerichtet; der Job würde dort anhalten, wo er sie aktiviert. Klicken Sie auf „Jetzt einrichten“ (läuft einmal, auf dem Login-Knoten).</translation>
    </message>
    <message>
        <source>The environment %1 has not been set up on the cluster yet (there is no virtual environment in that folder), so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation>Die Umgebung %1 ist auf dem Cluster noch nicht eingerichtet (in diesem Ordner gibt es keine virtuelle Umgebung); der Job würde dort anhalten, wo er sie aktiviert. Klicken Sie auf „Jetzt einrichten“ (läuft einmal, auf dem Login-Knoten).</translation>
    </message>
    <message>
        <source>“Start TensorBoard in the job” is ticked, but this environment has no tensorboard program, so TensorBoard would not start (the training would run without it). %1</source>
        <translation>„TensorBoard im Job starten“ ist angehakt, aber diese Umgebung hat kein tensorboard-Programm, also würde TensorBoard nicht starten (das Training liefe ohne es). %1</translation>
    </message>
    <message>
        <source>Add the pip package tensorboard to “Packages” and set the environment up again, or untick the box.</source>
        <translation>Nehmen Sie das pip-Paket tensorboard unter „Pakete“ auf und richten Sie die Umgebung neu ein, oder entfernen Sie den Haken.</translation>
    </message>
    <message>
        <source>Add the module %1 to “Modules to load” on the Environment step, or untick the box.</source>
        <translation>Nehmen Sie das Modul %1 im Schritt „Umgebung“ unter „Zu ladende Module“ auf, oder entfernen Sie den Haken.</translation>
    </message>
    <message>
        <source>Python did not start in this environment on the login node%1, so the job would fail too.</source>
        <translation>Python ist in dieser Umgebung auf dem Login-Knoten nicht gestartet%1, also würde auch der Job scheitern.</translation>
    </message>
    <message>
        <source>This environment&apos;s Python cannot read the training script %1: line %2 is not valid Python for it, so the job would stop at once.</source>
        <translation>Das Python dieser Umgebung kann das Trainingsskript %1 nicht lesen: Zeile %2 ist für es kein gültiges Python, also würde der Job sofort anhalten.</translation>
    </message>
    <message>
        <source>The module %1 provides it: add it to “Modules to load” on the Environment step.</source>
        <translation>Das Modul %1 stellt es bereit: nehmen Sie es im Schritt „Umgebung“ unter „Zu ladende Module“ auf.</translation>
    </message>
    <message>
        <source>Add the pip package %1 to “Packages” on the Environment step and set the environment up again.</source>
        <translation>Nehmen Sie das pip-Paket %1 im Schritt „Umgebung“ unter „Pakete“ auf und richten Sie die Umgebung neu ein.</translation>
    </message>
    <message>
        <source>No module on this cluster provides it. Choose “Module + your own venv” on the Environment step and add the pip package %1 to “Packages”.</source>
        <translation>Kein Modul auf diesem Cluster stellt es bereit. Wählen Sie im Schritt „Umgebung“ „Modul + eigenes venv“ und nehmen Sie das pip-Paket %1 unter „Pakete“ auf.</translation>
    </message>
    <message>
        <source>Your training script imports %1, which this environment does not have, so the job would stop at that line. %2</source>
        <translation>Ihr Trainingsskript importiert %1, das diese Umgebung nicht hat; der Job würde an dieser Zeile anhalten. %2</translation>
    </message>
    <message>
        <source>requirements.txt names %1, which this environment does not have installed. If the script needs them, add them to “Packages” on the Environment step and set the environment up again.</source>
        <translation>requirements.txt nennt %1, das in dieser Umgebung nicht installiert ist. Wenn das Skript es braucht, nehmen Sie es im Schritt „Umgebung“ unter „Pakete“ auf und richten Sie die Umgebung neu ein.</translation>
    </message>
    <message>
        <source>On the login node: %1 The login node is not the machine your job uses (%2), so check this environment on the cluster with the environment doctor (Review step).</source>
        <translation>Auf dem Login-Knoten: %1 Der Login-Knoten ist nicht die Maschine, die Ihr Job nutzt (%2); prüfen Sie diese Umgebung daher mit dem Umgebungsdoktor auf dem Cluster (Schritt „Prüfen“).</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Es besteht keine Verbindung zum Cluster.</translation>
    </message>
    <message>
        <source>This computer has no batch scheduler: the doctor checks an environment on a cluster.</source>
        <translation>Dieser Computer hat keinen Batch-Scheduler: Der Doktor prüft eine Umgebung auf einem Cluster.</translation>
    </message>
    <message>
        <source>The doctor&apos;s folder name %1 is not usable.</source>
        <translation>Der Ordnername %1 des Doktors ist nicht verwendbar.</translation>
    </message>
    <message>
        <source>The job cannot be composed yet, so there is nothing to check: fix the errors of the job first.</source>
        <translation>Der Job lässt sich noch nicht zusammenstellen, es gibt also nichts zu prüfen: Beheben Sie zuerst die Fehler des Jobs.</translation>
    </message>
    <message>
        <source>on the debug partition %1, for at most %2</source>
        <translation>auf der Debug-Partition %1, höchstens %2</translation>
    </message>
    <message>
        <source>for at most %1 (this cluster has no debug partition for this job)</source>
        <translation>höchstens %1 (dieser Cluster hat keine Debug-Partition für diesen Job)</translation>
    </message>
    <message>
        <source>on the job&apos;s partition %1 for at most %2 (no debug partition fits this job)</source>
        <translation>auf der Partition %1 des Jobs, höchstens %2 (keine Debug-Partition passt zu diesem Job)</translation>
    </message>
    <message>
        <source>The doctor job could not be composed.</source>
        <translation>Der Doktor-Job konnte nicht zusammengestellt werden.</translation>
    </message>
    <message>
        <source>This cluster has no batch scheduler.</source>
        <translation>Dieser Cluster hat keinen Batch-Scheduler.</translation>
    </message>
    <message>
        <source>Preparing the doctor job on %1…</source>
        <translation>Doktor-Job wird auf %1 vorbereitet …</translation>
    </message>
    <message>
        <source>Cancelled before the doctor job was submitted.</source>
        <translation>Abgebrochen, bevor der Doktor-Job abgeschickt wurde.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster. Create it first, or correct the “Working folder”.</source>
        <translation>Der Arbeitsordner %1 existiert auf dem Cluster nicht. Legen Sie ihn zuerst an oder korrigieren Sie den „Arbeitsordner“.</translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on the cluster. Choose a folder of your own.</source>
        <translation>Sie können nicht in den Arbeitsordner %1 auf dem Cluster schreiben. Wählen Sie einen eigenen Ordner.</translation>
    </message>
    <message>
        <source>Could not prepare the doctor job on %1: %2</source>
        <translation>Der Doktor-Job konnte auf %1 nicht vorbereitet werden: %2</translation>
    </message>
    <message>
        <source>Could not write the doctor job&apos;s script: %1</source>
        <translation>Das Skript des Doktor-Jobs konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Submitting the doctor job %1…</source>
        <translation>Doktor-Job %1 wird abgeschickt …</translation>
    </message>
    <message>
        <source>The doctor job was not accepted: %1</source>
        <translation>Der Doktor-Job wurde nicht angenommen: %1</translation>
    </message>
    <message>
        <source>Doctor job %1 submitted; waiting in the queue…</source>
        <translation>Doktor-Job %1 abgeschickt; er wartet in der Warteschlange …</translation>
    </message>
    <message>
        <source>Doctor job %1 is waiting in the queue%2…</source>
        <translation>Doktor-Job %1 wartet in der Warteschlange%2 …</translation>
    </message>
    <message>
        <source>Doctor job %1 is running%2…</source>
        <translation>Doktor-Job %1 läuft%2 …</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> auf %1</translation>
    </message>
    <message>
        <source>Reading the doctor job&apos;s report…</source>
        <translation>Der Bericht des Doktor-Jobs wird gelesen …</translation>
    </message>
    <message>
        <source>The doctor job ended (%1) without a log to read.</source>
        <translation>Der Doktor-Job endete (%1) ohne ein Log, das sich lesen ließe.</translation>
    </message>
    <message>
        <source>The doctor job ended as %1 before it could report. %2</source>
        <translation>Der Doktor-Job endete als %1, bevor er berichten konnte. %2</translation>
    </message>
    <message>
        <source>Cancelling doctor job %1…</source>
        <translation>Doktor-Job %1 wird abgebrochen …</translation>
    </message>
    <message>
        <source>Cancelled: doctor job %1 was stopped.</source>
        <translation>Abgebrochen: Doktor-Job %1 wurde gestoppt.</translation>
    </message>
    <message>
        <source>Cancelling doctor job %1 did not work: %2</source>
        <translation>Doktor-Job %1 ließ sich nicht abbrechen: %2</translation>
    </message>
    <message>
        <source>The training script %1 could not be read (%2), so its imports were not checked.</source>
        <translation>Das Trainingsskript %1 konnte nicht gelesen werden (%2), daher wurden seine Imports nicht geprüft.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>requirements.txt could not be read (%1).</source>
        <translation>requirements.txt konnte nicht gelesen werden (%1).</translation>
    </message>
    <message>
        <source>This line of requirements.txt names no package Slipway can check: %1</source>
        <translation>Diese Zeile von requirements.txt nennt kein Paket, das Slipway prüfen kann: %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde …</translation>
    </message>
    <message>
        <source>Checking the server&apos;s identity…</source>
        <translation>Identität des Servers wird geprüft …</translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation>Anmeldung …</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>Verbindung verloren; verbinde neu …</translation>
    </message>
    <message>
        <source>Could not connect</source>
        <translation>Verbindung fehlgeschlagen</translation>
    </message>
    <message>
        <source>Load the cluster&apos;s own modules (for example PyTorch) in the job. Nothing to install: the simplest choice when the site has a PyTorch module that has what your script imports.</source>
        <translation>Die eigenen Module des Clusters (zum Beispiel PyTorch) im Job laden. Nichts zu installieren: die einfachste Wahl, wenn das Zentrum ein PyTorch-Modul hat, das alles enthält, was Ihr Skript importiert.</translation>
    </message>
    <message>
        <source>Load a Python or PyTorch module, then use your own virtual environment made on top of it (once, on the login node) for the extra packages your script needs. torch still comes from the module.</source>
        <translation>Ein Python- oder PyTorch-Modul laden und darauf eine eigene virtuelle Umgebung nutzen (einmal auf dem Login-Knoten angelegt) für die zusätzlichen Pakete, die Ihr Skript braucht. torch kommt weiter aus dem Modul.</translation>
    </message>
    <message>
        <source>Every job builds a fresh virtual environment on the compute node&apos;s local disk from the site&apos;s own collection of ready-built Python packages (the &quot;wheelhouse&quot; of the Alliance clusters, installed with pip --no-index). Fast and reproducible; nothing to set up beforehand.</source>
        <translation>Jeder Job baut auf der lokalen Platte des Rechenknotens eine frische virtuelle Umgebung aus der eigenen Sammlung fertig gebauter Python-Pakete des Zentrums (das „Wheelhouse“ der Alliance-Cluster, installiert mit pip --no-index). Schnell und reproduzierbar; vorher nichts einzurichten.</translation>
    </message>
    <message>
        <source>Use a conda environment, created once on the login node. Good when you need packages pip cannot install.</source>
        <translation>Eine conda-Umgebung verwenden, einmal auf dem Login-Knoten angelegt. Gut, wenn Sie Pakete brauchen, die pip nicht installieren kann.</translation>
    </message>
    <message>
        <source>Run your script inside an Apptainer/Singularity image (with --nv so it sees the GPUs). The image brings its own Python and torch.</source>
        <translation type="vanished">Ihr Skript in einem Apptainer/Singularity-Image ausführen (mit --nv, damit es die GPUs sieht). Das Image bringt sein eigenes Python und torch mit.</translation>
    </message>
    <message>
        <source>Use whatever python3 the compute node has on its PATH. Only for scripts that need nothing beyond the system&apos;s Python.</source>
        <translation>Das python3 verwenden, das der Rechenknoten im PATH hat. Nur für Skripte, die nichts über das Python des Systems hinaus brauchen.</translation>
    </message>
    <message>
        <source>module</source>
        <translation>Modul</translation>
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
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>Es gibt kein Diagramm zum Speichern.</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>die PDF-Ausgabe konnte nicht gestartet werden</translation>
    </message>
    <message>
        <source>The script stopped %1 without output.</source>
        <translation>Das Skript endete %1 ohne Ausgabe.</translation>
    </message>
    <message numerus="yes">
        <source>The script stopped with an error %1 after %n finished step(s): %2</source>
        <translation>
            <numerusform>Das Skript brach %1 nach %n abgeschlossenen Schritt mit einem Fehler ab: %2</numerusform>
            <numerusform>Das Skript brach %1 nach %n abgeschlossenen Schritten mit einem Fehler ab: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the error the script printed (the full output is in its log), then run the ladder again.</source>
        <translation>Beheben Sie den Fehler, den das Skript ausgegeben hat (die vollständige Ausgabe steht in seinem Log), und starten Sie die Leiter dann erneut.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) %1, %2 s per step, peak memory %3 MB%4.</source>
        <translation>
            <numerusform>%n Schritt %1, %2 s pro Schritt, Spitzenspeicher %3 MB%4.</numerusform>
            <numerusform>%n Schritte %1, %2 s pro Schritt, Spitzenspeicher %3 MB%4.</numerusform>
        </translation>
    </message>
    <message>
        <source> (GPU %1 MB)</source>
        <translation> (GPU %1 MB)</translation>
    </message>
    <message numerus="yes">
        <source>The script ran %1 (%n finished step(s) seen, too few to time a step), peak memory %2 MB.</source>
        <translation>
            <numerusform>Das Skript lief %1 (%n abgeschlossener Schritt gesehen, zu wenige, um einen Schritt zu messen), Spitzenspeicher %2 MB.</numerusform>
            <numerusform>Das Skript lief %1 (%n abgeschlossene Schritte gesehen, zu wenige, um einen Schritt zu messen), Spitzenspeicher %2 MB.</numerusform>
        </translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>One short debug job</source>
        <translation>Ein kurzer Debug-Job</translation>
    </message>
    <message>
        <source>Two ranks together (DDP)</source>
        <translation>Zwei Ranks zusammen (DDP)</translation>
    </message>
    <message>
        <source>No step time was measured, so the time limit stays as it is.</source>
        <translation>Es wurde keine Schrittzeit gemessen, daher bleibt das Zeitlimit, wie es ist.</translation>
    </message>
    <message>
        <source>Time limit %1: %2 steps × %3 s per step (measured by “%4”), plus 20 % and 10 minutes.</source>
        <translation>Zeitlimit %1: %2 Schritte × %3 s pro Schritt (gemessen von „%4“), plus 20 % und 10 Minuten.</translation>
    </message>
    <message>
        <source>Give the number of steps of the full run to get a time limit from the measured %1 s per step.</source>
        <translation>Geben Sie die Zahl der Schritte des vollen Laufs an, um aus den gemessenen %1 s pro Schritt ein Zeitlimit zu erhalten.</translation>
    </message>
    <message>
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %4 process(es) per node, plus 50 %.</source>
        <translation type="vanished">Speicher %1 pro Knoten: die Spitze von %2 MB pro Prozess, gemessen von „%3“, × %4 Prozess(e) pro Knoten, plus 50 %.</translation>
    </message>
    <message>
        <source>The job cannot be composed yet: fix the errors of the job first.</source>
        <translation>Der Job kann noch nicht erstellt werden: Beheben Sie zuerst die Fehler des Jobs.</translation>
    </message>
    <message>
        <source>The run is not distributed with DDP, so there is no two-rank rung.</source>
        <translation>Der Lauf ist nicht mit DDP verteilt, daher gibt es keine Stufe mit zwei Ranks.</translation>
    </message>
    <message>
        <source>The local rung runs on this computer, not in a job.</source>
        <translation>Die lokale Stufe läuft auf diesem Computer, nicht in einem Job.</translation>
    </message>
    <message>
        <source>This rung&apos;s job could not be composed: %1</source>
        <translation>Der Job dieser Stufe konnte nicht erstellt werden: %1</translation>
    </message>
    <message>
        <source>on the partition %1 for at most %2 (no debug partition fits)</source>
        <translation>auf der Partition %1, höchstens %2 (keine Debug-Partition passt)</translation>
    </message>
    <message>
        <source>Not run: the ladder was cancelled.</source>
        <translation>Nicht ausgeführt: Die Leiter wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Skipped, as asked.</source>
        <translation>Übersprungen, wie gewünscht.</translation>
    </message>
    <message>
        <source>Skipped: the project is not on this computer.</source>
        <translation>Übersprungen: Das Projekt ist nicht auf diesem Computer.</translation>
    </message>
    <message>
        <source>Looking for a Python with torch on this computer…</source>
        <translation>Suche nach einem Python mit torch auf diesem Computer …</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Skipped: no Python with torch was found on this computer (%1). The LibTorch smoke test (slipwayctl smoke, or the Local page) checks an exported model here instead.</source>
        <translation type="vanished">Übersprungen: Auf diesem Computer wurde kein Python mit torch gefunden (%1). Der LibTorch-Rauchtest (slipwayctl smoke oder die Seite „Lokal“) prüft hier stattdessen ein exportiertes Modell.</translation>
    </message>
    <message>
        <source>Skipped: no temporary folder could be written.</source>
        <translation>Übersprungen: Es konnte kein temporärer Ordner geschrieben werden.</translation>
    </message>
    <message>
        <source>Cancelled: the script was stopped.</source>
        <translation>Abgebrochen: Das Skript wurde gestoppt.</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>auf diesem Computer</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>dieser Computer</translation>
    </message>
    <message>
        <source>Running %1 for a few steps on this computer…</source>
        <translation>%1 läuft einige Schritte auf diesem Computer …</translation>
    </message>
    <message>
        <source>Skipped: there is no connection to the cluster.</source>
        <translation>Übersprungen: Es besteht keine Verbindung zum Cluster.</translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler.</source>
        <translation>Übersprungen: Dieser Computer hat keinen Batch-Scheduler.</translation>
    </message>
    <message>
        <source>Preparing “%1” %2…</source>
        <translation>„%1“ wird %2 vorbereitet …</translation>
    </message>
    <message>
        <source>Cancelled before the job was submitted.</source>
        <translation>Abgebrochen, bevor der Job abgeschickt wurde.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster.</source>
        <translation>Der Arbeitsordner %1 existiert auf dem Cluster nicht.</translation>
    </message>
    <message>
        <source>Could not prepare the job: %1</source>
        <translation>Der Job konnte nicht vorbereitet werden: %1</translation>
    </message>
    <message>
        <source>Could not write the job&apos;s script: %1</source>
        <translation>Das Skript des Jobs konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The job was not accepted: %1</source>
        <translation>Der Job wurde nicht angenommen: %1</translation>
    </message>
    <message>
        <source>“%1”: job %2 submitted; waiting in the queue…</source>
        <translation>„%1“: Job %2 abgeschickt; wartet in der Warteschlange …</translation>
    </message>
    <message>
        <source>“%1”: job %2 is waiting in the queue…</source>
        <translation>„%1“: Job %2 wartet in der Warteschlange …</translation>
    </message>
    <message>
        <source>“%1”: job %2 is running on %3…</source>
        <translation>„%1“: Job %2 läuft auf %3 …</translation>
    </message>
    <message>
        <source>in job %1</source>
        <translation>in Job %1</translation>
    </message>
    <message>
        <source>Job %1 ended as %2. %3</source>
        <translation>Job %1 endete mit %2. %3</translation>
    </message>
    <message>
        <source>Read the job&apos;s log (%1 in the working folder) for the first error.</source>
        <translation>Suchen Sie im Log des Jobs (%1 im Arbeitsordner) nach dem ersten Fehler.</translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation>Job %1 wird abgebrochen …</translation>
    </message>
    <message>
        <source>Cancelled: job %1 was stopped.</source>
        <translation>Abgebrochen: Job %1 wurde gestoppt.</translation>
    </message>
    <message>
        <source>Cancelling job %1 did not work: %2</source>
        <translation>Job %1 konnte nicht abgebrochen werden: %2</translation>
    </message>
    <message>
        <source>Run your script inside a container image with the cluster&apos;s container tool (Apptainer, Singularity or Charliecloud). The image brings its own Python and torch.</source>
        <translation>Ihr Skript in einem Container-Image mit dem Container-Werkzeug des Clusters ausführen (Apptainer, Singularity oder Charliecloud). Das Image bringt sein eigenes Python und torch mit.</translation>
    </message>
    <message numerus="yes">
        <source>torch sees the %n GPU(s) the job asked for.</source>
        <translation>
            <numerusform>torch sieht die %n GPU, die der Job angefordert hat.</numerusform>
            <numerusform>torch sieht die %n GPUs, die der Job angefordert hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %1).</source>
        <translation>
            <numerusform>Der Job hat %n GPU angefordert, aber dieses torch wurde ohne CUDA gebaut und kann sie nicht nutzen (der Scheduler hat %1 zugeteilt).</numerusform>
            <numerusform>Der Job hat %n GPUs angefordert, aber dieses torch wurde ohne CUDA gebaut und kann sie nicht nutzen (der Scheduler hat %1 zugeteilt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s) but got none.</source>
        <translation>
            <numerusform>Der Job hat %n GPU angefordert, aber keine bekommen.</numerusform>
            <numerusform>Der Job hat %n GPUs angefordert, aber keine bekommen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but torch sees %1.</source>
        <translation>
            <numerusform>Der Job hat %n GPU angefordert, aber torch sieht %1.</numerusform>
            <numerusform>Der Job hat %n GPUs angefordert, aber torch sieht %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n CPU(s) per task.</source>
        <translation>
            <numerusform>Der Job hat %n CPU pro Task.</numerusform>
            <numerusform>Der Job hat %n CPUs pro Task.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 per task for the script&apos;s %n DataLoader worker(s).</source>
        <translation>
            <numerusform>%1 pro Task für den %n DataLoader-Worker des Skripts.</numerusform>
            <numerusform>%1 pro Task für die %n DataLoader-Worker des Skripts.</numerusform>
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
            <numerusform>Das Skript startet %n DataLoader-Worker, aber der Job hat %1 pro Task; sie müssten sich CPUs teilen und würden sich gegenseitig bremsen.</numerusform>
            <numerusform>Das Skript startet %n DataLoader-Worker, aber der Job hat %1 pro Task; sie müssten sich CPUs teilen und würden sich gegenseitig bremsen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only LibTorch&apos;s time for the exported model was measured, not your script&apos;s, so the time limit stays as it is.</source>
        <translation>Gemessen wurde nur die Zeit von LibTorch für das exportierte Modell, nicht die Ihres Skripts; das Zeitlimit bleibt daher, wie es ist.</translation>
    </message>
    <message>
        <source>No Python with torch was found on this computer (%1).</source>
        <translation>Auf diesem Computer wurde kein Python mit torch gefunden (%1).</translation>
    </message>
    <message>
        <source>on this computer (two ranks, torchrun)</source>
        <translation>auf diesem Computer (zwei Ränge, torchrun)</translation>
    </message>
    <message>
        <source>Running %1 for a few steps on this computer as two ranks under torchrun…</source>
        <translation>%1 läuft einige Schritte lang auf diesem Computer als zwei Ränge unter torchrun…</translation>
    </message>
    <message>
        <source>Skipped: %1 The LibTorch smoke test needs the model exported as TorchScript, and there is no %2. Install PyTorch for that Python, or save the model with torch.jit.script(model).save(&quot;model.pt&quot;) in the project folder, then run the ladder again.</source>
        <translation>Übersprungen: %1 Der LibTorch-Rauchtest braucht das als TorchScript exportierte Modell, und %2 gibt es nicht. Installieren Sie PyTorch für dieses Python, oder speichern Sie das Modell mit torch.jit.script(model).save(&quot;model.pt&quot;) im Projektordner, und starten Sie die Leiter dann erneut.</translation>
    </message>
    <message>
        <source>The model&apos;s input shape is not usable: %1</source>
        <translation>Die Eingabeform des Modells ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>Give the shape of one sample without the batch dimension, such as 1x28x28.</source>
        <translation>Geben Sie die Form einer Probe ohne die Batch-Dimension an, etwa 1x28x28.</translation>
    </message>
    <message>
        <source>LibTorch smoke test of %1: step %2 of %3, loss %4…</source>
        <translation>LibTorch-Rauchtest von %1: Schritt %2 von %3, Verlust %4…</translation>
    </message>
    <message>
        <source>%1 Running the LibTorch smoke test of %2 instead…</source>
        <translation>%1 Stattdessen läuft der LibTorch-Rauchtest von %2…</translation>
    </message>
    <message>
        <source>this computer (LibTorch)</source>
        <translation>dieser Computer (LibTorch)</translation>
    </message>
    <message>
        <source>Skipped: no Python with torch was found on this computer, and the LibTorch smoke test cannot run: %1</source>
        <translation>Übersprungen: Auf diesem Computer wurde kein Python mit torch gefunden, und der LibTorch-Rauchtest kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>Cancelled: the LibTorch smoke test of %1 was stopped.</source>
        <translation>Abgebrochen: Der LibTorch-Rauchtest von %1 wurde angehalten.</translation>
    </message>
    <message>
        <source>The LibTorch smoke test of %1 failed: %2</source>
        <translation>Der LibTorch-Rauchtest von %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>The LibTorch smoke test of %1 failed: the loss did not fall while training on one fixed batch.</source>
        <translation>Der LibTorch-Rauchtest von %1 ist fehlgeschlagen: Der Verlust ist beim Training auf einem festen Batch nicht gesunken.</translation>
    </message>
    <message>
        <source>Run slipwayctl smoke --model %1 (or the Local page) for the full report, fix the model, export it again and run the ladder again.</source>
        <translation>Führen Sie slipwayctl smoke --model %1 (oder die Seite „Lokal“) für den vollständigen Bericht aus, beheben Sie den Fehler im Modell, exportieren Sie es erneut und starten Sie die Leiter noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>No Python with torch here, so LibTorch trained the exported %1 instead: %n step(s) on one fixed batch of %2, %3 s per step, the loss fell from %4 to %5, peak memory %6 MB. This checks the model, not the script; its times are not used for the full run.</source>
        <translation>
            <numerusform>Hier gibt es kein Python mit torch, daher hat LibTorch stattdessen das exportierte %1 trainiert: %n Schritt auf einem festen Batch von %2, %3 s pro Schritt, der Verlust sank von %4 auf %5, Spitzenspeicher %6 MB. Das prüft das Modell, nicht das Skript; seine Zeiten werden für den vollen Lauf nicht verwendet.</numerusform>
            <numerusform>Hier gibt es kein Python mit torch, daher hat LibTorch stattdessen das exportierte %1 trainiert: %n Schritte auf einem festen Batch von %2, %3 s pro Schritt, der Verlust sank von %4 auf %5, Spitzenspeicher %6 MB. Das prüft das Modell, nicht das Skript; seine Zeiten werden für den vollen Lauf nicht verwendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler to run a debug job; choose a cluster to run this step.</source>
        <translation>Übersprungen: Dieser Computer hat keinen Batch-Scheduler für einen Debug-Job; wählen Sie einen Cluster, um diesen Schritt auszuführen.</translation>
    </message>
    <message numerus="yes">
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %n process(es) per node, plus 50 %.</source>
        <translation>
            <numerusform>Speicher %1 pro Knoten: die Spitze von %2 MB pro Prozess, gemessen von „%3“, × %n Prozess pro Knoten, plus 50 %.</numerusform>
            <numerusform>Speicher %1 pro Knoten: die Spitze von %2 MB pro Prozess, gemessen von „%3“, × %n Prozesse pro Knoten, plus 50 %.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be started in %2: %3</source>
        <translation>%1 konnte in %2 nicht gestartet werden: %3</translation>
    </message>
    <message>
        <source>Skipped: the script needs a GPU that torch cannot use on this computer (it said: %1). The jobs on the cluster run it on GPUs.</source>
        <translation>Übersprungen: Das Skript braucht eine GPU, die torch auf diesem Computer nicht nutzen kann (es meldete: %1). Die Jobs auf dem Cluster führen es auf GPUs aus.</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), but the job asks for none. Ask for GPUs under Resources, or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation type="vanished">Das Skript braucht eine GPU (es meldete: %1), aber der Job fordert keine an. Fordern Sie unter „Ressourcen“ GPUs an, oder lassen Sie das Skript die CPU nutzen, wenn torch.cuda.is_available() False ist.</translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler to run a two-rank job; choose a cluster to run this step.</source>
        <translation>Übersprungen: Dieser Computer hat keinen Batch-Scheduler für einen Job mit zwei Rängen; wählen Sie einen Cluster, um diesen Schritt auszuführen.</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), but the job asks for none. Ask for GPUs (the Resources step, or gpus_per_node in the job spec), or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation>Das Skript braucht eine GPU (es meldete: %1), aber der Job fordert keine an. Fordern Sie GPUs an (im Schritt „Ressourcen“ oder mit gpus_per_node in der Job-Beschreibung), oder lassen Sie das Skript die CPU nutzen, wenn torch.cuda.is_available() False ist.</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), and torch cannot use one on this computer. Choose a cluster with GPUs, or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation>Das Skript braucht eine GPU (es meldete: %1), und torch kann auf diesem Computer keine nutzen. Wählen Sie einen Cluster mit GPUs, oder lassen Sie das Skript die CPU nutzen, wenn torch.cuda.is_available() False ist.</translation>
    </message>
    <message>
        <source>Job %1 has ended (the scheduler no longer knows how). %2</source>
        <translation>Job %1 ist beendet (der Scheduler weiß nicht mehr, wie). %2</translation>
    </message>
</context>
<context>
    <name>advicerules</name>
    <message>
        <source>For a small model, several CPUs are usually the better choice: a GPU gives little speed-up and sits mostly idle (multi-cpu).</source>
        <translation>Für ein kleines Modell sind mehrere CPUs meist die bessere Wahl: Eine GPU bringt wenig Beschleunigung und wartet die meiste Zeit (multi-cpu).</translation>
    </message>
    <message>
        <source>%1 GPUs need torch %2 or newer; make sure the environment has it.</source>
        <translation>%1-GPUs brauchen torch %2 oder neuer; stellen Sie sicher, dass die Umgebung es hat.</translation>
    </message>
    <message>
        <source>torch %1 does not run on %2 GPUs; %3 or newer is required.</source>
        <translation>torch %1 läuft nicht auf %2-GPUs; %3 oder neuer ist nötig.</translation>
    </message>
    <message>
        <source>Compute nodes of %1 have no internet: download datasets and pretrained weights on the login node before the job (a download inside the job fails).</source>
        <translation>Die Rechenknoten von %1 haben kein Internet: Laden Sie Datensätze und vortrainierte Gewichte vor dem Job auf dem Login-Knoten herunter (ein Download im Job scheitert).</translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy; the script sets it.</source>
        <translation>Die Rechenknoten erreichen das Internet nur über den Proxy des Zentrums; das Skript setzt ihn.</translation>
    </message>
    <message>
        <source>The script is given %1 DataLoader workers but each task has %2 CPU core(s); use num_workers = “CPUs per task” (%2).</source>
        <translation type="vanished">Das Skript bekommt %1 DataLoader-Worker, aber jeder Task hat %2 CPU-Kern(e); verwenden Sie num_workers = „CPUs pro Task“ (%2).</translation>
    </message>
    <message>
        <source>Give the DataLoader as many workers as each task has CPU cores (num_workers=%1).</source>
        <translation>Geben Sie dem DataLoader so viele Worker, wie jeder Task CPU-Kerne hat (num_workers=%1).</translation>
    </message>
    <message>
        <source>Plain model parallelism splits a model that does not fit on one GPU; it does not make training faster. Use pipeline parallelism or DDP if speed is the goal.</source>
        <translation>Einfache Modellparallelität teilt ein Modell auf, das nicht auf eine GPU passt; schneller wird das Training dadurch nicht. Nutzen Sie Pipeline-Parallelität oder DDP, wenn Geschwindigkeit das Ziel ist.</translation>
    </message>
    <message numerus="yes">
        <source>The script is given %1 DataLoader workers but each task has %n CPU core(s); use num_workers = “CPUs per task” (%n).</source>
        <translation>
            <numerusform>Das Skript bekommt %1 DataLoader-Worker, aber jeder Task hat %n CPU-Kern; verwenden Sie num_workers = „CPUs pro Task“ (%n).</numerusform>
            <numerusform>Das Skript bekommt %1 DataLoader-Worker, aber jeder Task hat %n CPU-Kerne; verwenden Sie num_workers = „CPUs pro Task“ (%n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>archivelisting</name>
    <message>
        <source>The archive&apos;s list of files could not be read.</source>
        <translation>Die Dateiliste des Archivs konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The archive holds a link, %1, to %2, outside the folder it is unpacked into.</source>
        <translation>Das Archiv enthält einen Link, %1, auf %2, außerhalb des Ordners, in den es entpackt wird.</translation>
    </message>
    <message>
        <source>The archive holds a link with a path that leads out of the folder: %1.</source>
        <translation>Das Archiv enthält einen Link, dessen Pfad aus dem Ordner hinausführt: %1.</translation>
    </message>
    <message>
        <source>The archive holds a member without a name.</source>
        <translation>Das Archiv enthält einen Eintrag ohne Namen.</translation>
    </message>
    <message>
        <source>The archive holds a file with an absolute path, %1: unpacking it would write outside the chosen folder.</source>
        <translation>Das Archiv enthält eine Datei mit absolutem Pfad, %1: Beim Entpacken würde außerhalb des gewählten Ordners geschrieben.</translation>
    </message>
    <message>
        <source>The archive holds a file whose path climbs out with &quot;..&quot;, %1: unpacking it would write outside the chosen folder.</source>
        <translation>Das Archiv enthält eine Datei, deren Pfad mit „..“ hinaussteigt, %1: Beim Entpacken würde außerhalb des gewählten Ordners geschrieben.</translation>
    </message>
    <message>
        <source>The archive writes %1 through the link %2: unpacking it could write outside the chosen folder.</source>
        <translation>Das Archiv schreibt %1 über den Link %2: Beim Entpacken könnte außerhalb des gewählten Ordners geschrieben werden.</translation>
    </message>
    <message>
        <source>The archive holds a device or pipe, %1; Slipway unpacks only files, folders and links.</source>
        <translation>Das Archiv enthält ein Gerät oder eine Pipe, %1; Slipway entpackt nur Dateien, Ordner und Links.</translation>
    </message>
    <message>
        <source>The archive holds a hard link, %1, to %2, which is not one of its own files.</source>
        <translation>Das Archiv enthält einen Hardlink, %1, auf %2, das keine seiner eigenen Dateien ist.</translation>
    </message>
</context>
<context>
    <name>cachefolders</name>
    <message>
        <source>Hugging Face models and datasets</source>
        <translation>Hugging-Face-Modelle und -Datensätze</translation>
    </message>
    <message>
        <source>Pretrained weights from torchvision and PyTorch Hub</source>
        <translation>Vortrainierte Gewichte aus torchvision und PyTorch Hub</translation>
    </message>
    <message>
        <source>Kernels compiled by torch.compile (Triton)</source>
        <translation>Von torch.compile (Triton) übersetzte Kernel</translation>
    </message>
    <message>
        <source>Other programs&apos; caches</source>
        <translation>Caches anderer Programme</translation>
    </message>
    <message>
        <source>%1 go to %2 instead of your home folder, so they do not fill its quota.</source>
        <translation>%1 landen in %2 statt in Ihrem Home-Ordner, damit sie dessen Quota nicht füllen.</translation>
    </message>
</context>
<context>
    <name>cobaltparser</name>
    <message>
        <source>Waiting for another job it depends on.</source>
        <translation>Wartet auf einen anderen Job, von dem er abhängt.</translation>
    </message>
    <message>
        <source>A job it depends on failed, so Cobalt will not start it. Delete it with qdel and submit it again.</source>
        <translation>Ein Job, von dem er abhängt, ist gescheitert, daher startet Cobalt ihn nicht. Löschen Sie ihn mit qdel und schicken Sie ihn neu ab.</translation>
    </message>
    <message>
        <source>The job is on hold (user_hold); release it with qrls.</source>
        <translation>Der Job ist angehalten (user_hold); geben Sie ihn mit qrls frei.</translation>
    </message>
    <message>
        <source>The job is on hold (%1); ask the site.</source>
        <translation>Der Job ist angehalten (%1); fragen Sie das Zentrum.</translation>
    </message>
</context>
<context>
    <name>cobaltscheduler</name>
    <message>
        <source>Cobalt refuses the job. Cobalt says: </source>
        <translation>Cobalt lehnt den Job ab. Cobalt meldet: </translation>
    </message>
</context>
<context>
    <name>commandrunner</name>
    <message>
        <source>Could not start %1: %2</source>
        <translation>%1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>Der Befehl auf %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation>Der Befehl auf %1 wurde nicht innerhalb von %2 s fertig und wurde gestoppt.</translation>
    </message>
    <message>
        <source>The command on %1 was killed.</source>
        <translation>Der Befehl auf %1 wurde beendet (kill).</translation>
    </message>
</context>
<context>
    <name>connectionstore</name>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); saved connections are not shown.</source>
        <translation>%1 ist beschädigt (%2); gespeicherte Verbindungen werden nicht angezeigt.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>efficiency</name>
    <message>
        <source>The job was stopped because it needed more memory than it asked for (%1 per node). Ask for more memory, or use smaller batches.</source>
        <translation>Der Job wurde gestoppt, weil er mehr Speicher brauchte, als er angefordert hatte (%1 pro Knoten). Fordern Sie mehr Speicher an oder verwenden Sie kleinere Batches.</translation>
    </message>
    <message>
        <source>The job reached its time limit (%1) and was stopped. Ask for more time, or save checkpoints so that a new job can carry on where this one stopped.</source>
        <translation>Der Job hat sein Zeitlimit (%1) erreicht und wurde gestoppt. Fordern Sie mehr Zeit an oder speichern Sie Checkpoints, damit ein neuer Job dort weitermachen kann, wo dieser aufgehört hat.</translation>
    </message>
    <message>
        <source>A compute node failed while the job ran. This was not caused by your script: submit it again.</source>
        <translation>Ein Rechenknoten ist ausgefallen, während der Job lief. Das lag nicht an Ihrem Skript: Schicken Sie ihn neu ab.</translation>
    </message>
    <message>
        <source>A compute node could not start for the job. This was not caused by your script: submit it again.</source>
        <translation>Ein Rechenknoten konnte für den Job nicht starten. Das lag nicht an Ihrem Skript: Schicken Sie ihn neu ab.</translation>
    </message>
    <message>
        <source>The job was stopped to make room for a job with higher priority. Submit it again; checkpoints let it carry on.</source>
        <translation>Der Job wurde gestoppt, um Platz für einen Job mit höherer Priorität zu machen. Schicken Sie ihn neu ab; mit Checkpoints macht er weiter.</translation>
    </message>
    <message>
        <source>The job&apos;s program was ended by signal %1. Look at the last lines of its log.</source>
        <translation>Das Programm des Jobs wurde durch Signal %1 beendet. Sehen Sie sich die letzten Zeilen seines Logs an.</translation>
    </message>
    <message>
        <source>The job&apos;s script ended with exit status %1. Look at the last lines of its log.</source>
        <translation>Das Skript des Jobs endete mit Exit-Status %1. Sehen Sie sich die letzten Zeilen seines Logs an.</translation>
    </message>
    <message>
        <source>The job was cancelled before it finished.</source>
        <translation>Der Job wurde abgebrochen, bevor er fertig war.</translation>
    </message>
    <message>
        <source>Used all of the %1 you asked for: the run needs more. Ask for %2 next time, or save checkpoints.</source>
        <translation>Die gesamten angeforderten %1 wurden gebraucht: Der Lauf braucht mehr. Fordern Sie nächstes Mal %2 an oder speichern Sie Checkpoints.</translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3): ask for %4 next time; shorter jobs start sooner.</source>
        <translation>%1 der angeforderten Zeit genutzt (%2 von %3): Fordern Sie nächstes Mal %4 an; kürzere Jobs starten früher.</translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3).</source>
        <translation>%1 der angeforderten Zeit genutzt (%2 von %3).</translation>
    </message>
    <message>
        <source>Ran out of the %1 per node it asked for: ask for %2 next time.</source>
        <translation>Die angeforderten %1 pro Knoten reichten nicht: Fordern Sie nächstes Mal %2 an.</translation>
    </message>
    <message>
        <source>Peak memory %1 of %2%3.</source>
        <translation>Spitzenspeicher %1 von %2%3.</translation>
    </message>
    <message>
        <source> Ask for %1 next time.</source>
        <translation> Fordern Sie nächstes Mal %1 an.</translation>
    </message>
    <message>
        <source>The %1 CPUs were busy %2 of the time.</source>
        <translation>Die %1 CPUs waren %2 der Zeit beschäftigt.</translation>
    </message>
    <message>
        <source>The CPU was busy %1 of the time.</source>
        <translation>Die CPU war %1 der Zeit beschäftigt.</translation>
    </message>
    <message>
        <source> %1 CPUs per node would do.</source>
        <translation> %1 CPUs pro Knoten würden genügen.</translation>
    </message>
    <message>
        <source>GPU use was not sampled while the job ran.</source>
        <translation>Die GPU-Nutzung wurde während des Jobs nicht gemessen.</translation>
    </message>
    <message>
        <source>The GPUs were almost idle (%1 on average over %2 samples): check that the model and the data are moved to the GPU, and that data loading keeps up.</source>
        <translation>Die GPUs waren fast untätig (%1 im Mittel über %2 Messungen): Prüfen Sie, ob Modell und Daten auf die GPU verschoben werden und ob das Laden der Daten mithält.</translation>
    </message>
    <message>
        <source>The GPUs were busy %1 of the time on average (%2 samples).</source>
        <translation>Die GPUs waren im Mittel %1 der Zeit beschäftigt (%2 Messungen).</translation>
    </message>
    <message>
        <source>%1 (more than this run had)</source>
        <translation>%1 (mehr, als dieser Lauf hatte)</translation>
    </message>
    <message>
        <source>%1 (%2 % above what this run used)</source>
        <translation>%1 (%2 % über dem, was dieser Lauf nutzte)</translation>
    </message>
</context>
<context>
    <name>efficiencyfetch</name>
    <message>
        <source>&quot;%1&quot; is not a Slurm job id.</source>
        <translation>„%1“ ist keine Slurm-Job-ID.</translation>
    </message>
    <message>
        <source>Slurm&apos;s accounting on %1 has no record of job %2%3</source>
        <translation>Die Slurm-Abrechnung auf %1 hat keinen Eintrag für Job %2%3</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
</context>
<context>
    <name>environmentdiscovery</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Es besteht keine Verbindung zum Cluster.</translation>
    </message>
</context>
<context>
    <name>environmentrecipe</name>
    <message>
        <source>Make the site&apos;s extra module folder %1 visible.</source>
        <translation>Den zusätzlichen Modulordner %1 des Zentrums sichtbar machen.</translation>
    </message>
    <message>
        <source>Load the software modules: %1.</source>
        <translation>Die Softwaremodule laden: %1.</translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a batch script.</source>
        <translation>„conda activate“ in einem Batch-Skript nutzbar machen.</translation>
    </message>
    <message>
        <source>Activate the conda environment in %1.</source>
        <translation>Die conda-Umgebung in %1 aktivieren.</translation>
    </message>
    <message>
        <source>Activate the conda environment named %1.</source>
        <translation>Die conda-Umgebung namens %1 aktivieren.</translation>
    </message>
    <message>
        <source>Activate the virtual environment made once on the login node (see the set-up script).</source>
        <translation>Die einmal auf dem Login-Knoten angelegte virtuelle Umgebung aktivieren (siehe Einrichtungsskript).</translation>
    </message>
    <message>
        <source>Use that environment here and in the job steps.</source>
        <translation>Diese Umgebung hier und in den Job-Schritten verwenden.</translation>
    </message>
    <message>
        <source>Create a fresh environment on the node&apos;s local disk (rebuilt in every job; fast, no quota).</source>
        <translation>Eine frische Umgebung auf der lokalen Platte des Knotens anlegen (in jedem Job neu gebaut; schnell, keine Quota).</translation>
    </message>
    <message>
        <source>Install %1 from the site&apos;s wheelhouse (its own collection of packages built for this cluster).</source>
        <translation>%1 aus dem Wheelhouse des Zentrums installieren (seine eigene Sammlung von Paketen, gebaut für diesen Cluster).</translation>
    </message>
    <message>
        <source>Run with bash.</source>
        <translation>Mit bash ausführen.</translation>
    </message>
    <message>
        <source>What this script is for.</source>
        <translation>Wofür dieses Skript ist.</translation>
    </message>
    <message>
        <source>Stop at the first command that fails.</source>
        <translation>Beim ersten fehlschlagenden Befehl anhalten.</translation>
    </message>
    <message>
        <source>Make the folder that holds the environment.</source>
        <translation>Den Ordner anlegen, der die Umgebung enthält.</translation>
    </message>
    <message>
        <source>Create the venv once, on top of the module&apos;s Python, so the site&apos;s PyTorch stays visible.</source>
        <translation>Das venv einmal auf dem Python des Moduls anlegen, damit das PyTorch des Zentrums sichtbar bleibt.</translation>
    </message>
    <message>
        <source>Install the extra packages into the venv.</source>
        <translation>Die zusätzlichen Pakete ins venv installieren.</translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a script.</source>
        <translation>„conda activate“ in einem Skript nutzbar machen.</translation>
    </message>
    <message>
        <source>Create the conda environment once.</source>
        <translation>Die conda-Umgebung einmal anlegen.</translation>
    </message>
    <message>
        <source>Install the packages into it.</source>
        <translation>Die Pakete hinein installieren.</translation>
    </message>
    <message>
        <source>Check that PyTorch works and say whether it can use GPUs.</source>
        <translation>Prüfen, ob PyTorch funktioniert, und sagen, ob es GPUs nutzen kann.</translation>
    </message>
    <message>
        <source>Activate it.</source>
        <translation>Sie aktivieren.</translation>
    </message>
    <message>
        <source>Charliecloud shows the container your home folder at /home/$USER: the job starts in the same folder there (and stops here when it runs outside the home folder).</source>
        <translation>Charliecloud zeigt dem Container Ihren Home-Ordner unter /home/$USER: Der Job startet dort im selben Ordner (und stoppt hier, wenn er außerhalb des Home-Ordners läuft).</translation>
    </message>
</context>
<context>
    <name>environmentsetup</name>
    <message>
        <source>The environment has no folder; say where it should go.</source>
        <translation>Die Umgebung hat keinen Ordner; geben Sie an, wo sie liegen soll.</translation>
    </message>
    <message>
        <source>Slipway will not create an environment in %1 on %2: %3. Choose another folder%4.</source>
        <translation>Slipway legt keine Umgebung in %1 auf %2 an: %3. Wählen Sie einen anderen Ordner%4.</translation>
    </message>
    <message>
        <source>This environment needs no set-up on the login node.</source>
        <translation>Diese Umgebung braucht keine Einrichtung auf dem Login-Knoten.</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Es besteht keine Verbindung zum Cluster.</translation>
    </message>
    <message>
        <source>The set-up was cancelled; the environment may be half made. Run the set-up again to finish it.</source>
        <translation>Die Einrichtung wurde abgebrochen; die Umgebung ist womöglich halb fertig. Führen Sie die Einrichtung erneut aus, um sie abzuschließen.</translation>
    </message>
    <message>
        <source>The environment is ready.</source>
        <translation>Die Umgebung ist bereit.</translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation>Die Einrichtung wurde nicht fertig: %1</translation>
    </message>
    <message>
        <source>The set-up failed (exit status %1)%2</source>
        <translation>Die Einrichtung ist gescheitert (Exit-Status %1)%2</translation>
    </message>
</context>
<context>
    <name>eventfilereader</name>
    <message>
        <source>The record&apos;s checksums match but it is not a TensorBoard event; it was skipped.</source>
        <translation>Die Prüfsummen des Eintrags stimmen, aber er ist kein TensorBoard-Event; er wurde übersprungen.</translation>
    </message>
    <message>
        <source>Some tag names in this file are not valid UTF-8 text; their invalid bytes are shown as �.</source>
        <translation>Einige Tag-Namen in dieser Datei sind kein gültiger UTF-8-Text; ihre ungültigen Bytes werden als � angezeigt.</translation>
    </message>
    <message>
        <source>Cannot open the event file: %1</source>
        <translation>Die Event-Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than the rest of the file holds, yet complete records follow it at byte %2: its length field is wrong (damaged or forged); %3 bytes were skipped.</source>
        <translation>Der Eintrag gibt %1 Bytes an, mehr als der Rest der Datei enthält, doch ab Byte %2 folgen vollständige Einträge: Sein Längenfeld ist falsch (beschädigt oder gefälscht); %3 Bytes wurden übersprungen.</translation>
    </message>
    <message>
        <source>The record&apos;s contents do not match their checksum (damaged data); it was skipped.</source>
        <translation>Der Inhalt des Eintrags passt nicht zu seiner Prüfsumme (beschädigte Daten); er wurde übersprungen.</translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than any event holds; looking for the next valid record.</source>
        <translation>Der Eintrag gibt %1 Bytes an, mehr als jedes Event enthält; der nächste gültige Eintrag wird gesucht.</translation>
    </message>
    <message>
        <source>The record&apos;s length field does not match its checksum (damaged or not an event file); looking for the next valid record.</source>
        <translation>Das Längenfeld des Eintrags passt nicht zu seiner Prüfsumme (beschädigt oder keine Event-Datei); der nächste gültige Eintrag wird gesucht.</translation>
    </message>
    <message>
        <source>No valid record in %1 bytes: this does not look like a TensorBoard event file.</source>
        <translation>Kein gültiger Eintrag in %1 Bytes: Das sieht nicht nach einer TensorBoard-Event-Datei aus.</translation>
    </message>
</context>
<context>
    <name>eventfilewriter</name>
    <message>
        <source>No log folder was given for the event file.</source>
        <translation>Für die Event-Datei wurde kein Log-Ordner angegeben.</translation>
    </message>
    <message>
        <source>Cannot create the log folder %1.</source>
        <translation>Der Log-Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot create the event file %1: %2</source>
        <translation>Die Event-Datei %1 kann nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>The event file is not open.</source>
        <translation>Die Event-Datei ist nicht geöffnet.</translation>
    </message>
    <message>
        <source>Cannot write to the event file %1: %2</source>
        <translation>In die Event-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>eventmirror</name>
    <message>
        <source>Cannot write the cache index %1: %2</source>
        <translation>Der Cache-Index %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>There is no folder or file %1 on %2.</source>
        <translation>Auf %2 gibt es keinen Ordner und keine Datei %1.</translation>
    </message>
    <message>
        <source>No permission to open %1 on %2.</source>
        <translation>Keine Berechtigung, %1 auf %2 zu öffnen.</translation>
    </message>
    <message>
        <source>Listing %1 on %2 gave an answer Slipway does not understand (is GNU find on the login node?).</source>
        <translation>Das Auflisten von %1 auf %2 ergab eine Antwort, die Slipway nicht versteht (gibt es GNU find auf dem Login-Knoten?).</translation>
    </message>
    <message>
        <source>Ignored a listing entry Slipway does not understand: %1</source>
        <translation>Ein Listeneintrag, den Slipway nicht versteht, wurde übergangen: %1</translation>
    </message>
    <message>
        <source>Cannot create the cache folder %1.</source>
        <translation>Der Cache-Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write the cached copy %1: %2</source>
        <translation>Die zwischengespeicherte Kopie %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The cached copy %1 changed while it was being updated.</source>
        <translation>Die zwischengespeicherte Kopie %1 hat sich während der Aktualisierung geändert.</translation>
    </message>
    <message>
        <source>Cannot put the cached copy %1 in place: %2</source>
        <translation>Die zwischengespeicherte Kopie %1 kann nicht an ihren Platz gebracht werden: %2</translation>
    </message>
    <message>
        <source>Reading %1 on %2 gave an answer Slipway does not understand: %3.</source>
        <translation>Das Lesen von %1 auf %2 ergab eine Antwort, die Slipway nicht versteht: %3.</translation>
    </message>
    <message>
        <source>The fetch program sent %1, which it did not list.</source>
        <translation>Das Abrufprogramm hat %1 geschickt, das es nicht aufgelistet hatte.</translation>
    </message>
    <message>
        <source>Reading %1 on %2 stopped: %3.</source>
        <translation>Das Lesen von %1 auf %2 brach ab: %3.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>Die Verbindung zum Cluster ist weg.</translation>
    </message>
    <message>
        <source>Reading %1 was stopped.</source>
        <translation>Das Lesen von %1 wurde gestoppt.</translation>
    </message>
    <message>
        <source>Some folders could not be listed: %1</source>
        <translation>Einige Ordner konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Listing %1 was stopped.</source>
        <translation>Das Auflisten von %1 wurde gestoppt.</translation>
    </message>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation>Die Verbindung zum Cluster wurde geschlossen.</translation>
    </message>
    <message>
        <source>%1 became shorter while it was read; the next sync fetches it again.</source>
        <translation>%1 wurde beim Lesen kürzer; der nächste Abgleich holt die Datei erneut.</translation>
    </message>
    <message>
        <source>The sync was cancelled.</source>
        <translation>Der Abgleich wurde abgebrochen.</translation>
    </message>
</context>
<context>
    <name>examplegallery</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>examples</name>
    <message>
        <source>MNIST CNN with DataParallel</source>
        <translation>MNIST-CNN mit DataParallel</translation>
    </message>
    <message>
        <source>One process that uses all the GPUs of its node: DataParallel splits every batch across them and adds up the gradients. The smallest change to a one-GPU script; no launcher needed.</source>
        <translation>Ein Prozess, der alle GPUs seines Knotens nutzt: DataParallel teilt jeden Batch auf sie auf und summiert die Gradienten. Die kleinste Änderung an einem Ein-GPU-Skript; kein Starter nötig.</translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it.</source>
        <translation>Synthetische 28x28-Bilder; Fashion-MNIST, wenn --data einen Ordner nennt, der es enthält.</translation>
    </message>
    <message>
        <source>DataParallel on all GPUs of a node</source>
        <translation>DataParallel auf allen GPUs eines Knotens</translation>
    </message>
    <message>
        <source>MNIST CNN with DistributedDataParallel</source>
        <translation>MNIST-CNN mit DistributedDataParallel</translation>
    </message>
    <message>
        <source>One process per GPU (per task on a CPU-only job) with DistributedDataParallel; rank 0 logs to TensorBoard and writes the checkpoint every rank resumes from.</source>
        <translation>Ein Prozess pro GPU (pro Task bei einem reinen CPU-Job) mit DistributedDataParallel; Rank 0 protokolliert nach TensorBoard und schreibt den Checkpoint, von dem jeder Rank fortsetzt.</translation>
    </message>
    <message>
        <source>DDP started by srun (one task per GPU)</source>
        <translation>DDP, gestartet von srun (ein Task pro GPU)</translation>
    </message>
    <message>
        <source>DDP started by torchrun (one per node)</source>
        <translation>DDP, gestartet von torchrun (einer pro Knoten)</translation>
    </message>
    <message>
        <source>MNIST CNN with Horovod</source>
        <translation>MNIST-CNN mit Horovod</translation>
    </message>
    <message>
        <source>One rank per GPU started by srun; Horovod averages the gradients after every step. Needs Horovod in the job&apos;s environment (the site&apos;s module); --dry-run checks everything else without it.</source>
        <translation>Ein Rank pro GPU, gestartet von srun; Horovod mittelt die Gradienten nach jedem Schritt. Braucht Horovod in der Umgebung des Jobs (das Modul des Zentrums); --dry-run prüft alles andere auch ohne es.</translation>
    </message>
    <message>
        <source>Horovod (needs Horovod installed)</source>
        <translation>Horovod (braucht installiertes Horovod)</translation>
    </message>
    <message>
        <source>MNIST CNN</source>
        <translation>MNIST-CNN</translation>
    </message>
    <message>
        <source>The MNIST CNN of PyTorch&apos;s examples, as the centres&apos; PyTorch pages train it first: one process on one device. Logs loss and accuracy to TensorBoard and resumes from its checkpoint.</source>
        <translation>Das MNIST-CNN aus den Beispielen von PyTorch, wie es die PyTorch-Seiten der Zentren als Erstes trainieren: ein Prozess auf einem Gerät. Protokolliert Loss und Genauigkeit nach TensorBoard und setzt von seinem Checkpoint fort.</translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it (nothing is downloaded by the job).</source>
        <translation>Synthetische 28x28-Bilder; Fashion-MNIST, wenn --data einen Ordner nennt, der es enthält (der Job lädt nichts herunter).</translation>
    </message>
    <message>
        <source>MNIST CNN on the CPU</source>
        <translation>MNIST-CNN auf der CPU</translation>
    </message>
    <message>
        <source>MNIST CNN on one GPU</source>
        <translation>MNIST-CNN auf einer GPU</translation>
    </message>
    <message>
        <source>MNIST CNN split across two GPUs (model parallel)</source>
        <translation>MNIST-CNN auf zwei GPUs aufgeteilt (Modellparallelität)</translation>
    </message>
    <message>
        <source>The network&apos;s convolutional half on the first GPU and its classifier on the second: how a model too large for one GPU trains on two. One process; not faster than one GPU.</source>
        <translation>Die Faltungshälfte des Netzes auf der ersten GPU und sein Klassifikator auf der zweiten: wie ein Modell, das für eine GPU zu groß ist, auf zwei trainiert. Ein Prozess; nicht schneller als eine GPU.</translation>
    </message>
    <message>
        <source>Model parallel across two GPUs</source>
        <translation>Modellparallel über zwei GPUs</translation>
    </message>
    <message>
        <source>MNIST CNN on many CPU cores</source>
        <translation>MNIST-CNN auf vielen CPU-Kernen</translation>
    </message>
    <message>
        <source>One process whose convolutions and matrix products use all the cores of the job (OMP_NUM_THREADS). Logs loss and images per second.</source>
        <translation>Ein Prozess, dessen Faltungen und Matrixprodukte alle Kerne des Jobs nutzen (OMP_NUM_THREADS). Protokolliert Loss und Bilder pro Sekunde.</translation>
    </message>
    <message>
        <source>MNIST CNN as a two-stage pipeline (pipeline parallel)</source>
        <translation>MNIST-CNN als zweistufige Pipeline (Pipeline-Parallelität)</translation>
    </message>
    <message>
        <source>The network cut in two across two GPUs, each batch split into micro-batches so that both GPUs work at once (GPipe&apos;s schedule). One process.</source>
        <translation>Das Netz in zwei Teile auf zwei GPUs geschnitten, jeder Batch in Micro-Batches geteilt, damit beide GPUs gleichzeitig arbeiten (GPipes Zeitplan). Ein Prozess.</translation>
    </message>
    <message>
        <source>Pipeline parallel on two GPUs</source>
        <translation>Pipeline-parallel auf zwei GPUs</translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>At this rate step %1 of %2 when the time limit ends in %3.</source>
        <translation>Bei diesem Tempo Schritt %1 von %2, wenn das Zeitlimit in %3 endet.</translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2, %3 before the time limit.</source>
        <translation>Bei diesem Tempo kommt der letzte Schritt (%1) in %2, %3 vor dem Zeitlimit.</translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2.</source>
        <translation>Bei diesem Tempo kommt der letzte Schritt (%1) in %2.</translation>
    </message>
</context>
<context>
    <name>gpuuse</name>
    <message>
        <source>MIG %1 (GPU instance %2)</source>
        <translation>MIG %1 (GPU-Instanz %2)</translation>
    </message>
</context>
<context>
    <name>guiprompter</name>
    <message>
        <source>The window that would ask was closed.</source>
        <translation>Das Fenster, das fragen sollte, wurde geschlossen.</translation>
    </message>
</context>
<context>
    <name>httpfetcher</name>
    <message>
        <source>Could not write %1 on this computer: %2</source>
        <translation>%1 kann auf diesem Computer nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write the download on this computer: %1</source>
        <translation>Der Download kann auf diesem Computer nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>Der Download ist gescheitert: %1</translation>
    </message>
</context>
<context>
    <name>inputshapeparser</name>
    <message>
        <source>The input shape is empty. Give the shape of one sample without the batch dimension, e.g. 1x28x28.</source>
        <translation>Die Eingabeform ist leer. Geben Sie die Form einer Probe ohne die Batch-Dimension an, z. B. 1x28x28.</translation>
    </message>
    <message>
        <source>At most 16 inputs are supported, %1 were given.</source>
        <translation>Höchstens 16 Eingaben werden unterstützt, angegeben wurden %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty input between separators.</source>
        <translation>„%1“ hat eine leere Eingabe zwischen Trennzeichen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 dimensions; at most 8 are supported.</source>
        <translation>„%1“ hat %2 Dimensionen; höchstens 8 werden unterstützt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the input shape &quot;%2&quot; is not a whole number between 1 and 16777216. Write the shape like 1x28x28.</source>
        <translation>„%1“ in der Eingabeform „%2“ ist keine ganze Zahl zwischen 1 und 16777216. Schreiben Sie die Form wie 1x28x28.</translation>
    </message>
</context>
<context>
    <name>jobspec</name>
    <message>
        <source>%1%2: must be text</source>
        <translation>%1%2: muss Text sein</translation>
    </message>
    <message>
        <source>%1: must be a whole number</source>
        <translation>%1: muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>%1: must be at least %2</source>
        <translation>%1: muss mindestens %2 sein</translation>
    </message>
    <message>
        <source>%1%2: must be a list of text</source>
        <translation>%1%2: muss eine Liste von Texten sein</translation>
    </message>
    <message>
        <source>%1: is given more than once; keep one.</source>
        <translation>%1: ist mehrfach angegeben; behalten Sie eine Angabe.</translation>
    </message>
    <message>
        <source>%1: is not a job spec field (misspelt?)</source>
        <translation>%1: ist kein Feld einer Jobbeschreibung (vertippt?)</translation>
    </message>
</context>
<context>
    <name>launcher</name>
    <message>
        <source>The first node of the job hosts the rendezvous.</source>
        <translation>Der erste Knoten des Jobs hält den Treffpunkt (Rendezvous).</translation>
    </message>
    <message>
        <source>Pass it to every rank.</source>
        <translation>An jeden Rank weitergeben.</translation>
    </message>
    <message>
        <source>The numeric part of the job id.</source>
        <translation>Der numerische Teil der Job-ID.</translation>
    </message>
    <message>
        <source>A port derived from the job id, so two jobs on one node do not collide.</source>
        <translation>Ein aus der Job-ID abgeleiteter Port, damit zwei Jobs auf einem Knoten nicht kollidieren.</translation>
    </message>
    <message>
        <source>The first host of the allocation hosts the rendezvous.</source>
        <translation>Der erste Host der Zuteilung hält den Treffpunkt (Rendezvous).</translation>
    </message>
    <message>
        <source>Each rank uses the CPU cores of its own task.</source>
        <translation>Jeder Rank nutzt die CPU-Kerne seines eigenen Tasks.</translation>
    </message>
    <message>
        <source>Start %1 rank(s), one per GPU (%2 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation type="vanished">%1 Rank(s) starten, einen pro GPU (%2 pro Knoten); jeder erhält RANK, LOCAL_RANK und WORLD_SIZE von Slurm in seinem eigenen Schritt.</translation>
    </message>
    <message>
        <source>Start %1 Horovod rank(s), one per %2; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation type="vanished">%1 Horovod-Rank(s) starten, einen pro %2; Horovod findet die anderen über Slurms MPI.</translation>
    </message>
    <message>
        <source>Share the node&apos;s cores among its %1 worker(s).</source>
        <translation type="vanished">Die Kerne des Knotens unter seinen %1 Workern aufteilen.</translation>
    </message>
    <message>
        <source>Let PyTorch use all %1 cores for intra-op parallelism.</source>
        <translation>PyTorch alle %1 Kerne für Parallelität innerhalb der Operationen nutzen lassen.</translation>
    </message>
    <message>
        <source>How many nodes PBS gave the job.</source>
        <translation>Wie viele Knoten PBS dem Job gegeben hat.</translation>
    </message>
    <message>
        <source>Each rank uses the cores bound to it.</source>
        <translation>Jeder Rank nutzt die an ihn gebundenen Kerne.</translation>
    </message>
    <message>
        <source>%1 cores (%2 hardware threads)</source>
        <translation>%1 Kerne (%2 Hardware-Threads)</translation>
    </message>
    <message>
        <source>Start one rank per GPU (%1 per node) with mpiexec, bound to %2 each; RANK, LOCAL_RANK and WORLD_SIZE come from PMI.</source>
        <translation>Einen Rank pro GPU (%1 pro Knoten) mit mpiexec starten, jeweils an %2 gebunden; RANK, LOCAL_RANK und WORLD_SIZE kommen von PMI.</translation>
    </message>
    <message>
        <source>Start one Horovod rank per GPU (%1 per node) with mpiexec, bound to %2 each.</source>
        <translation>Einen Horovod-Rank pro GPU (%1 pro Knoten) mit mpiexec starten, jeweils an %2 gebunden.</translation>
    </message>
    <message>
        <source>torchrun once per node; %1 worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation type="vanished">torchrun einmal pro Knoten; %1 Worker pro Knoten treffen sich auf dem ersten Knoten, dessen torchrun (PMI_RANK 0) den Treffpunkt stellt.</translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores for intra-op parallelism.</source>
        <translation>PyTorch %1 Kerne für Parallelität innerhalb der Operationen nutzen lassen.</translation>
    </message>
    <message>
        <source>Ranks per KNL node.</source>
        <translation>Ranks pro KNL-Knoten.</translation>
    </message>
    <message>
        <source>All ranks: ranks per node times the nodes Cobalt gave.</source>
        <translation>Alle Ranks: Ranks pro Knoten mal die Knoten, die Cobalt gegeben hat.</translation>
    </message>
    <message>
        <source>Run on the KNL compute nodes (never the login or mom node): 2 hardware threads per core, %1 OpenMP threads per rank bound by depth.</source>
        <translation>Auf den KNL-Rechenknoten ausführen (nie auf dem Login- oder MOM-Knoten): 2 Hardware-Threads pro Kern, %1 OpenMP-Threads pro Rank, nach Tiefe gebunden.</translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores.</source>
        <translation>PyTorch %1 Kerne nutzen lassen.</translation>
    </message>
    <message>
        <source>torchrun on this computer with %1 worker(s).</source>
        <translation type="vanished">torchrun auf diesem Computer mit %1 Worker(n).</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Ausführen: %1</translation>
    </message>
    <message>
        <source> with its arguments</source>
        <translation> mit seinen Argumenten</translation>
    </message>
    <message>
        <source> inside the container</source>
        <translation> im Container</translation>
    </message>
    <message>
        <source> (--nv passes the GPUs in)</source>
        <translation> (--nv reicht die GPUs hinein)</translation>
    </message>
    <message>
        <source>.</source>
        <extracomment>The full stop that ends &quot;Run %1 with its arguments inside the container&quot;</extracomment>
        <translation>.</translation>
    </message>
    <message>
        <source> (ch-run shows it your home folder, and the job starts in the same folder there)</source>
        <translation> (ch-run zeigt ihm Ihren Home-Ordner, und der Job startet dort im selben Ordner)</translation>
    </message>
    <message numerus="yes">
        <source>Start %n rank(s), one per GPU (%1 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation>
            <numerusform>%n Rank starten, einen pro GPU (%1 pro Knoten); jeder erhält RANK, LOCAL_RANK und WORLD_SIZE von Slurm in seinem eigenen Schritt.</numerusform>
            <numerusform>%n Ranks starten, einen pro GPU (%1 pro Knoten); jeder erhält RANK, LOCAL_RANK und WORLD_SIZE von Slurm in seinem eigenen Schritt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n Horovod rank(s), one per %1; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation>
            <numerusform>%n Horovod-Rank starten, einen pro %1; Horovod findet die anderen über Slurms MPI.</numerusform>
            <numerusform>%n Horovod-Ranks starten, einen pro %1; Horovod findet die anderen über Slurms MPI.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share the node&apos;s cores among its %n worker(s).</source>
        <translation>
            <numerusform>Die Kerne des Knotens seinem %n Worker geben.</numerusform>
            <numerusform>Die Kerne des Knotens unter seinen %n Workern aufteilen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun, once per node with all of the node&apos;s cores (srun does not inherit --cpus-per-task), run by this environment&apos;s Python: it starts %n worker(s) per node and they meet at the first host (c10d), whose torchrun (SLURM_NODEID 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun, einmal pro Knoten mit allen Kernen des Knotens (srun erbt --cpus-per-task nicht), ausgeführt vom Python dieser Umgebung: es startet %n Worker pro Knoten, und die Worker treffen sich auf dem ersten Host (c10d), dessen torchrun (SLURM_NODEID 0) den Treffpunkt stellt.</numerusform>
            <numerusform>torchrun, einmal pro Knoten mit allen Kernen des Knotens (srun erbt --cpus-per-task nicht), ausgeführt vom Python dieser Umgebung: es startet %n Worker pro Knoten, und sie treffen sich auf dem ersten Host (c10d), dessen torchrun (SLURM_NODEID 0) den Treffpunkt stellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun once per node; %n worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun einmal pro Knoten; %n Worker pro Knoten trifft sich mit den anderen auf dem ersten Knoten, dessen torchrun (PMI_RANK 0) den Treffpunkt stellt.</numerusform>
            <numerusform>torchrun einmal pro Knoten; %n Worker pro Knoten treffen sich auf dem ersten Knoten, dessen torchrun (PMI_RANK 0) den Treffpunkt stellt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun on this computer with %n worker(s).</source>
        <translation>
            <numerusform>torchrun auf diesem Computer mit %n Worker.</numerusform>
            <numerusform>torchrun auf diesem Computer mit %n Workern.</numerusform>
        </translation>
    </message>
    <message>
        <source>A port derived from the job id (and the task&apos;s index in a sweep), so two jobs on one node do not collide.</source>
        <translation>Ein aus der Job-ID (und dem Index der Aufgabe in einem Sweep) abgeleiteter Port, damit zwei Jobs auf einem Knoten nicht kollidieren.</translation>
    </message>
</context>
<context>
    <name>localmodule</name>
    <message>
        <source>The LibTorch module (%1) is not installed, so local smoke tests are unavailable. Everything else works. To get them, install the slipway-local package (sudo apt-get install slipway-local). Looked in: %2</source>
        <translation>Das LibTorch-Modul (%1) ist nicht installiert, daher sind lokale Rauchtests nicht verfügbar. Alles andere funktioniert. Um sie zu bekommen, installieren Sie das Paket slipway-local (sudo apt-get install slipway-local). Gesucht in: %2</translation>
    </message>
    <message>
        <source>LibTorch is not installed, so local smoke tests are unavailable (on Debian: apt install libtorch1.13). Everything else works. Details: %1</source>
        <translation>LibTorch ist nicht installiert, daher sind lokale Rauchtests nicht verfügbar (unter Debian: apt install libtorch1.13). Alles andere funktioniert. Details: %1</translation>
    </message>
    <message>
        <source>The LibTorch module %1 could not be opened: %2</source>
        <translation>Das LibTorch-Modul %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Slipway LibTorch module or belongs to another version (module interface %2, this program needs %3). Reinstall Slipway.</source>
        <translation>%1 ist kein LibTorch-Modul von Slipway oder gehört zu einer anderen Version (Modulschnittstelle %2, dieses Programm braucht %3). Installieren Sie Slipway neu.</translation>
    </message>
    <message>
        <source>The LibTorch module %1 failed to start.</source>
        <translation>Das LibTorch-Modul %1 ist nicht gestartet.</translation>
    </message>
    <message>
        <source>LibTorch %1 ready (%2 CPU thread%3%4).</source>
        <translation>LibTorch %1 bereit (%2 CPU-Thread%3%4).</translation>
    </message>
</context>
<context>
    <name>localrun</name>
    <message>
        <source>No event file could be written in %1: %2</source>
        <translation>In %1 konnte keine Event-Datei geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Writing the event file %1 failed: %2</source>
        <translation>Das Schreiben der Event-Datei %1 ist gescheitert: %2</translation>
    </message>
</context>
<context>
    <name>logdiagnoser</name>
    <message>
        <source>The GPU ran out of memory.</source>
        <translation>Der GPU ist der Speicher ausgegangen.</translation>
    </message>
    <message>
        <source>Use a smaller batch size, mixed precision (torch.autocast) or gradient checkpointing; or ask for a GPU with more memory.</source>
        <translation>Verwenden Sie eine kleinere Batch-Größe, gemischte Genauigkeit (torch.autocast) oder Gradient-Checkpointing, oder fordern Sie eine GPU mit mehr Speicher an.</translation>
    </message>
    <message>
        <source>The ranks could not reach each other (rendezvous or NCCL timeout).</source>
        <translation>Die Ranks konnten einander nicht erreichen (Zeitüberschreitung beim Rendezvous oder in NCCL).</translation>
    </message>
    <message>
        <source>Check that every rank started (tasks = WORLD_SIZE), that MASTER_ADDR is the first host of the job and MASTER_PORT is free, and that all ranks call the same collectives. Slipway&apos;s DDP scripts set these from the job; a script that sets its own MASTER_ADDR overrides them.</source>
        <translation>Prüfen Sie, ob jeder Rank gestartet ist (Tasks = WORLD_SIZE), ob MASTER_ADDR der erste Host des Jobs und MASTER_PORT frei ist und ob alle Ranks dieselben kollektiven Operationen aufrufen. Die DDP-Skripte von Slipway setzen diese Werte aus dem Job; ein Skript, das selbst MASTER_ADDR setzt, überschreibt sie.</translation>
    </message>
    <message>
        <source>Python cannot find PyTorch: the environment was not active in the job.</source>
        <translation>Python findet PyTorch nicht: Die Umgebung war im Job nicht aktiv.</translation>
    </message>
    <message>
        <source>Load the PyTorch module and activate the venv or conda environment in the job script (choose an environment recipe), and make venvs with --system-site-packages on top of the module.</source>
        <translation>Laden Sie im Jobskript das PyTorch-Modul und aktivieren Sie das venv oder die conda-Umgebung (wählen Sie ein Umgebungsrezept), und legen Sie venvs mit --system-site-packages auf dem Modul an.</translation>
    </message>
    <message>
        <source>A Python package is missing from the job&apos;s environment.</source>
        <translation>In der Umgebung des Jobs fehlt ein Python-Paket.</translation>
    </message>
    <message>
        <source>Install it into the environment the job activates (run the set-up script again with the package added), or load the module that provides it.</source>
        <translation>Installieren Sie es in die Umgebung, die der Job aktiviert (Einrichtungsskript mit dem ergänzten Paket erneut ausführen), oder laden Sie das Modul, das es bereitstellt.</translation>
    </message>
    <message>
        <source>The DDP ranks do not match the GPUs.</source>
        <translation>Die DDP-Ranks passen nicht zu den GPUs.</translation>
    </message>
    <message>
        <source>Run one task per GPU (tasks per node = GPUs per node), select the device with LOCAL_RANK (torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))), and keep WORLD_SIZE equal to the number of tasks.</source>
        <translation>Führen Sie einen Task pro GPU aus (Tasks pro Knoten = GPUs pro Knoten), wählen Sie das Gerät mit LOCAL_RANK (torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))) und halten Sie WORLD_SIZE gleich der Zahl der Tasks.</translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped.</source>
        <translation>Der Job hat sein Zeitlimit erreicht und wurde gestoppt.</translation>
    </message>
    <message>
        <source>Ask for more time (within the partition&apos;s maximum), or save checkpoints regularly and resume from the last one in a new job.</source>
        <translation>Fordern Sie mehr Zeit an (innerhalb des Maximums der Partition), oder speichern Sie regelmäßig Checkpoints und setzen Sie in einem neuen Job beim letzten fort.</translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed.</source>
        <translation>Der Job brauchte mehr Speicher, als er angefordert hatte, und wurde beendet.</translation>
    </message>
    <message>
        <source>Ask for more memory (mem), use fewer DataLoader workers or smaller batches, or load data lazily instead of all at once.</source>
        <translation>Fordern Sie mehr Speicher an (mem), verwenden Sie weniger DataLoader-Worker oder kleinere Batches, oder laden Sie Daten nach Bedarf statt alle auf einmal.</translation>
    </message>
    <message>
        <source>A download failed: compute nodes of many clusters have no internet.</source>
        <translation>Ein Download ist gescheitert: Die Rechenknoten vieler Cluster haben kein Internet.</translation>
    </message>
    <message>
        <source>Download datasets and pretrained weights on the login node before the job (for example run the dataset constructor once there with download=True), then use download=False in the job.</source>
        <translation>Laden Sie Datensätze und vortrainierte Gewichte vor dem Job auf dem Login-Knoten herunter (zum Beispiel, indem Sie den Datensatz-Konstruktor dort einmal mit download=True ausführen), und verwenden Sie dann im Job download=False.</translation>
    </message>
    <message>
        <source>The program uses CPU instructions this node does not have.</source>
        <translation>Das Programm nutzt CPU-Befehle, die dieser Knoten nicht hat.</translation>
    </message>
    <message>
        <source>Run it on the nodes it was built for: on Theta, packages built for KNL (AVX-512) fail on the login nodes; run through aprun in a job, and build with &apos;aprun -n 1 -cc node python setup.py build&apos;.</source>
        <translation>Führen Sie es auf den Knoten aus, für die es gebaut wurde: Auf Theta scheitern für KNL (AVX-512) gebaute Pakete auf den Login-Knoten; führen Sie es mit aprun in einem Job aus und bauen Sie mit &apos;aprun -n 1 -cc node python setup.py build&apos;.</translation>
    </message>
    <message>
        <source>The Python package &quot;%1&quot; is missing from the job&apos;s environment.</source>
        <translation>Das Python-Paket „%1“ fehlt in der Umgebung des Jobs.</translation>
    </message>
</context>
<context>
    <name>logdirreader</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read (permission denied).</source>
        <translation>Der Ordner %1 kann nicht gelesen werden (keine Berechtigung).</translation>
    </message>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation>%1 ist weder eine Datei noch ein Ordner.</translation>
    </message>
    <message>
        <source>The file became shorter than what was already read; the run was read again.</source>
        <translation>Die Datei ist kürzer geworden als das bereits Gelesene; der Lauf wurde neu gelesen.</translation>
    </message>
</context>
<context>
    <name>logfollower</name>
    <message>
        <source>Unexpected answer while reading %1.</source>
        <translation>Unerwartete Antwort beim Lesen von %1.</translation>
    </message>
</context>
<context>
    <name>pbsparser</name>
    <message>
        <source>The job waits for the jobs it depends on. </source>
        <translation>Der Job wartet auf die Jobs, von denen er abhängt. </translation>
    </message>
    <message>
        <source>The site holds the job (PBS hold type &quot;%1&quot;); you cannot release it with qrls. Fix the cause PBS names, delete the job with qdel, or ask the site&apos;s support. </source>
        <translation>Das Zentrum hält den Job an (PBS-Hold-Typ „%1“); Sie können ihn nicht mit qrls freigeben. Beheben Sie die Ursache, die PBS nennt, löschen Sie den Job mit qdel oder fragen Sie den Support des Zentrums. </translation>
    </message>
    <message>
        <source>The job is held; release it with qrls or ask the site. </source>
        <translation>Der Job ist angehalten; geben Sie ihn mit qrls frei oder fragen Sie das Zentrum. </translation>
    </message>
    <message>
        <source>PBS ended the job at its walltime limit.</source>
        <translation>PBS hat den Job an seinem Walltime-Limit beendet.</translation>
    </message>
    <message>
        <source>PBS ended the job: it used more memory than it asked for.</source>
        <translation>PBS hat den Job beendet: Er brauchte mehr Speicher, als er angefordert hatte.</translation>
    </message>
    <message>
        <source>PBS recorded no exit status for the job.</source>
        <translation>PBS hat für den Job keinen Exit-Status aufgezeichnet.</translation>
    </message>
    <message>
        <source>PBS ended the job: it used more CPUs than it asked for.</source>
        <translation>PBS hat den Job beendet: Er brauchte mehr CPUs, als er angefordert hatte.</translation>
    </message>
    <message>
        <source>PBS could not run the job (PBS code %1).</source>
        <translation>PBS konnte den Job nicht ausführen (PBS-Code %1).</translation>
    </message>
    <message>
        <source>The job was killed by signal %1.</source>
        <translation>Der Job wurde durch Signal %1 beendet.</translation>
    </message>
</context>
<context>
    <name>pbsscheduler</name>
    <message>
        <source>PBS refuses the job.</source>
        <translation>PBS lehnt den Job ab.</translation>
    </message>
    <message>
        <source>PBS needs a project account (-A); set account.</source>
        <translation>PBS braucht ein Projektkonto (-A); setzen Sie account.</translation>
    </message>
    <message>
        <source>PBS needs the file systems the job uses (-l filesystems).</source>
        <translation>PBS braucht die Dateisysteme, die der Job nutzt (-l filesystems).</translation>
    </message>
    <message>
        <source>The time limit does not fit the queue.</source>
        <translation>Das Zeitlimit passt nicht zur Warteschlange.</translation>
    </message>
    <message>
        <source>This PBS version cannot limit how many subjobs of an array run at once (that came with PBS Pro 2020.1); submit the sweep with no limit.</source>
        <translation>Diese PBS-Version kann nicht begrenzen, wie viele Subjobs eines Arrays gleichzeitig laufen (das kam mit PBS Pro 2020.1); schicken Sie die Parameterstudie ohne Limit ab.</translation>
    </message>
    <message>
        <source>PBS refuses the job array.</source>
        <translation>PBS lehnt das Job-Array ab.</translation>
    </message>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read: %1</source>
        <translation>Die Antwort des Schedulers zur Parameterstudie konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>pendingreason</name>
    <message>
        <source>Waiting for its turn: jobs with a higher priority are ahead of it. Nothing to do but wait; shorter, smaller jobs usually start sooner.</source>
        <translation>Wartet, bis er an der Reihe ist: Jobs mit höherer Priorität sind vor ihm. Nichts zu tun außer warten; kürzere, kleinere Jobs starten meist früher.</translation>
    </message>
    <message>
        <source>Next in line, waiting for enough free nodes, GPUs or memory.</source>
        <translation>Als Nächstes dran, wartet auf genug freie Knoten, GPUs oder Speicher.</translation>
    </message>
    <message>
        <source>Waiting for another job it depends on to finish.</source>
        <translation>Wartet darauf, dass ein anderer Job, von dem er abhängt, fertig wird.</translation>
    </message>
    <message>
        <source>It depends on a job that failed, so it will never start. Cancel it and resubmit without the dependency.</source>
        <translation>Er hängt von einem gescheiterten Job ab und wird daher nie starten. Brechen Sie ihn ab und schicken Sie ihn ohne die Abhängigkeit neu ab.</translation>
    </message>
    <message>
        <source>You put it on hold. Release it with &apos;scontrol release JOBID&apos;.</source>
        <translation>Sie haben ihn angehalten. Geben Sie ihn mit &apos;scontrol release JOBID&apos; frei.</translation>
    </message>
    <message>
        <source>An administrator put it on hold. Ask the site&apos;s support why.</source>
        <translation>Ein Administrator hat ihn angehalten. Fragen Sie den Support des Zentrums nach dem Grund.</translation>
    </message>
    <message>
        <source>The nodes it needs are unavailable (maintenance or a reservation). It starts when they return; a shorter time limit may let it run before a maintenance window.</source>
        <translation>Die Knoten, die er braucht, sind nicht verfügbar (Wartung oder Reservierung). Er startet, wenn sie zurück sind; ein kürzeres Zeitlimit kann ihn vor einem Wartungsfenster laufen lassen.</translation>
    </message>
    <message>
        <source>Its time limit is longer than the partition allows, so it will never start. Cancel it and resubmit with a shorter time.</source>
        <translation>Sein Zeitlimit ist länger, als die Partition erlaubt, daher wird er nie starten. Brechen Sie ihn ab und schicken Sie ihn mit kürzerer Zeit neu ab.</translation>
    </message>
    <message>
        <source>It asks for more nodes than the partition allows. Cancel it and ask for fewer nodes.</source>
        <translation>Er fordert mehr Knoten an, als die Partition erlaubt. Brechen Sie ihn ab und fordern Sie weniger Knoten an.</translation>
    </message>
    <message>
        <source>The partition is down. It starts when the partition comes back.</source>
        <translation>Die Partition ist außer Betrieb. Er startet, wenn sie wieder da ist.</translation>
    </message>
    <message>
        <source>The partition does not accept jobs right now.</source>
        <translation>Die Partition nimmt gerade keine Jobs an.</translation>
    </message>
    <message>
        <source>Its time limit is longer than its QOS allows. Cancel it and resubmit with a shorter time.</source>
        <translation>Sein Zeitlimit ist länger, als seine QOS erlaubt. Brechen Sie ihn ab und schicken Sie ihn mit kürzerer Zeit neu ab.</translation>
    </message>
    <message>
        <source>You already have as many running jobs as your QOS allows; it starts when one of them ends.</source>
        <translation>Sie haben bereits so viele laufende Jobs, wie Ihre QOS erlaubt; er startet, wenn einer davon endet.</translation>
    </message>
    <message>
        <source>You already use as many GPUs as your QOS allows; it starts when one of your jobs ends.</source>
        <translation>Sie nutzen bereits so viele GPUs, wie Ihre QOS erlaubt; er startet, wenn einer Ihrer Jobs endet.</translation>
    </message>
    <message>
        <source>Your group&apos;s QOS has used up its GPUs for now; it starts when some are freed.</source>
        <translation>Die QOS Ihrer Gruppe hat ihre GPUs vorerst aufgebraucht; er startet, wenn welche frei werden.</translation>
    </message>
    <message>
        <source>Your account has used up its GPU share for now; it starts when some are freed.</source>
        <translation>Ihr Konto hat seinen GPU-Anteil vorerst aufgebraucht; er startet, wenn welche frei werden.</translation>
    </message>
    <message>
        <source>Your account already runs as many jobs as it may; it starts when one ends.</source>
        <translation>Ihr Konto hat bereits so viele laufende Jobs, wie es darf; er startet, wenn einer endet.</translation>
    </message>
    <message>
        <source>Your account&apos;s running jobs have used up its CPU-time budget for now.</source>
        <translation>Die laufenden Jobs Ihres Kontos haben dessen CPU-Zeit-Budget vorerst aufgebraucht.</translation>
    </message>
    <message>
        <source>Your account has used up its allocation. Ask your project leader or the site.</source>
        <translation>Ihr Konto hat sein Kontingent aufgebraucht. Fragen Sie Ihre Projektleitung oder das Zentrum.</translation>
    </message>
    <message>
        <source>The account is not valid for you. Cancel the job and submit with one of your accounts (sacctmgr show assoc user=$USER).</source>
        <translation>Das Konto ist für Sie nicht gültig. Brechen Sie den Job ab und schicken Sie ihn mit einem Ihrer Konten ab (sacctmgr show assoc user=$USER).</translation>
    </message>
    <message>
        <source>The QOS is not valid for you or this partition. Cancel and resubmit with another QOS.</source>
        <translation>Die QOS ist für Sie oder diese Partition nicht gültig. Brechen Sie ab und schicken Sie ihn mit einer anderen QOS neu ab.</translation>
    </message>
    <message>
        <source>No node matches what it asks for (GPU type, memory, features). Cancel it and ask for less or for another GPU type.</source>
        <translation>Kein Knoten erfüllt seine Anforderungen (GPU-Typ, Speicher, Merkmale). Brechen Sie ihn ab und fordern Sie weniger oder einen anderen GPU-Typ an.</translation>
    </message>
    <message>
        <source>Waiting for its reservation to start.</source>
        <translation>Wartet auf den Beginn seiner Reservierung.</translation>
    </message>
    <message>
        <source>The job could not be started on its node and is held. Cancel it and resubmit; if it happens again, tell the site.</source>
        <translation>Der Job konnte auf seinem Knoten nicht gestartet werden und ist angehalten. Brechen Sie ihn ab und schicken Sie ihn neu ab; passiert es wieder, melden Sie es dem Zentrum.</translation>
    </message>
    <message>
        <source>The job script ended with an error; see its log.</source>
        <translation>Das Jobskript endete mit einem Fehler; siehe sein Log.</translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped. Ask for more time or save checkpoints and resume.</source>
        <translation>Der Job hat sein Zeitlimit erreicht und wurde gestoppt. Fordern Sie mehr Zeit an oder speichern Sie Checkpoints und setzen Sie fort.</translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed. Ask for more memory (mem) or use smaller batches.</source>
        <translation>Der Job brauchte mehr Speicher, als er angefordert hatte, und wurde beendet. Fordern Sie mehr Speicher an (mem) oder verwenden Sie kleinere Batches.</translation>
    </message>
    <message>
        <source>A node of the job failed. Resubmit it.</source>
        <translation>Ein Knoten des Jobs ist ausgefallen. Schicken Sie ihn neu ab.</translation>
    </message>
    <message>
        <source>A limit of your QOS holds it back (%1); it starts when your other jobs free resources.</source>
        <translation>Ein Limit Ihrer QOS hält ihn zurück (%1); er startet, wenn Ihre anderen Jobs Ressourcen freigeben.</translation>
    </message>
    <message>
        <source>A limit of your account holds it back (%1); it starts when your group&apos;s other jobs free resources.</source>
        <translation>Ein Limit Ihres Kontos hält ihn zurück (%1); er startet, wenn die anderen Jobs Ihrer Gruppe Ressourcen freigeben.</translation>
    </message>
    <message>
        <source>The scheduler says: %1.</source>
        <translation>Der Scheduler meldet: %1.</translation>
    </message>
    <message>
        <source>It was asked to start later (--begin) and waits for that time.</source>
        <translation type="vanished">Er soll später starten (--begin) und wartet auf diese Zeit.</translation>
    </message>
    <message>
        <source>It waits for its start time: one given with --begin, or, after a requeue, the two minutes or so that Slurm holds a requeued job.</source>
        <translation>Er wartet auf seine Startzeit: eine mit --begin angegebene oder, nach einem Requeue, die etwa zwei Minuten, die Slurm einen erneut eingereihten Job zurückhält.</translation>
    </message>
</context>
<context>
    <name>profileparser</name>
    <message>
        <source>&quot;%1&quot; is not a shell variable name (letters, digits and _, not starting with a digit).</source>
        <translation>„%1“ ist kein Name einer Shell-Variablen (Buchstaben, Ziffern und _, nicht mit einer Ziffer beginnend).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; may hold only letters, digits and _ . : = + , / - (it is written into the job script&apos;s directives as it is).</source>
        <translation>„%1“ darf nur Buchstaben, Ziffern und _ . : = + , / - enthalten (es wird unverändert in die Direktiven des Jobskripts geschrieben).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name (letters, digits and _ . -, starting with a letter or digit).</source>
        <translation>„%1“ ist kein Hostname (Buchstaben, Ziffern und _ . -, beginnend mit einem Buchstaben oder einer Ziffer).</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: not valid JSON (%4)</source>
        <translation>%1: Zeile %2, Spalte %3: kein gültiges JSON (%4)</translation>
    </message>
    <message>
        <source>%1: the file must hold one JSON object</source>
        <translation>%1: Die Datei muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation>„%1“ ist keine Speichermenge; schreiben Sie sie wie 32000M oder 8G.</translation>
    </message>
</context>
<context>
    <name>profileregistry</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: lifecycle.successor_ids: &quot;%2&quot; is not a known profile</source>
        <translation>%1: lifecycle.successor_ids: „%2“ ist kein bekanntes Profil</translation>
    </message>
</context>
<context>
    <name>projectscanner</name>
    <message>
        <source>Could not read the folder %1 (%2); it is left out.</source>
        <translation>Der Ordner %1 konnte nicht gelesen werden (%2); er wird ausgelassen.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link and is not sent.</source>
        <translation>%1 ist ein symbolischer Link und wird nicht gesendet.</translation>
    </message>
    <message>
        <source>%1 is not a regular file and is not sent.</source>
        <translation>%1 ist keine reguläre Datei und wird nicht gesendet.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The project folder %1 does not exist or is not a folder.</source>
        <translation>Der Projektordner %1 existiert nicht oder ist kein Ordner.</translation>
    </message>
    <message>
        <source>%1 is not in a git repository with a commit, so its committed state cannot be sent. Send the folder as it is instead.</source>
        <translation>%1 liegt in keinem git-Repository mit einem Commit, daher kann sein committeter Stand nicht gesendet werden. Senden Sie stattdessen den Ordner, wie er ist.</translation>
    </message>
    <message>
        <source>No temporary folder for the git export: %1</source>
        <translation>Kein temporärer Ordner für den git-Export: %1</translation>
    </message>
    <message>
        <source>Could not export the committed files with git: %1</source>
        <translation>Die committeten Dateien konnten nicht mit git exportiert werden: %1</translation>
    </message>
    <message>
        <source>%1 file(s) in %2 have changes that are not committed; they are not sent. The committed state (commit %3) is.</source>
        <translation type="vanished">%1 Datei(en) in %2 haben Änderungen, die nicht committet sind; diese werden nicht gesendet. Gesendet wird der committete Stand (Commit %3).</translation>
    </message>
    <message>
        <source>%1 has no files to send (everything in it is ignored or empty).</source>
        <translation>%1 hat keine Dateien zum Senden (alles darin ist ignoriert oder leer).</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in %1 have changes that are not committed; they are not sent. The committed state (commit %2) is.</source>
        <translation>
            <numerusform>%n Datei in %1 hat Änderungen, die nicht committet sind; diese werden nicht gesendet. Gesendet wird der committete Stand (Commit %2).</numerusform>
            <numerusform>%n Dateien in %1 haben Änderungen, die nicht committet sind; diese werden nicht gesendet. Gesendet wird der committete Stand (Commit %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>projectuploader</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>Die Verbindung zum Cluster ist weg.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a snapshot (only a-z, 0-9 and -).</source>
        <translation>„%1“ kann keinen Schnappschuss benennen (nur a-z, 0-9 und -).</translation>
    </message>
    <message>
        <source>Comparing with the last snapshot on %1</source>
        <translation>Vergleich mit dem letzten Schnappschuss auf %1</translation>
    </message>
    <message>
        <source>Could not prepare the project folder %1 on %2: %3</source>
        <translation>Der Projektordner %1 auf %2 konnte nicht vorbereitet werden: %3</translation>
    </message>
    <message>
        <source>Sending %1 of %2 files (%3); %4 unchanged, %5 already sent</source>
        <translation>Sende %1 von %2 Dateien (%3); %4 unverändert, %5 bereits gesendet</translation>
    </message>
    <message>
        <source>%1 changed or disappeared while the project was being sent. Send it again.</source>
        <translation>%1 hat sich geändert oder ist verschwunden, während das Projekt gesendet wurde. Senden Sie erneut.</translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2. What arrived is kept; sending again continues from there.</source>
        <translation>Das Senden der Dateien an %1 ist gescheitert: %2. Was angekommen ist, bleibt erhalten; erneutes Senden macht dort weiter.</translation>
    </message>
    <message>
        <source>Could not make the snapshot on %1: %2</source>
        <translation>Der Schnappschuss auf %1 konnte nicht angelegt werden: %2</translation>
    </message>
    <message>
        <source>Sending %1 files (%2) and making snapshot %3</source>
        <translation>Sende %1 Dateien (%2) und lege Schnappschuss %3 an</translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2</source>
        <translation>Das Senden der Dateien an %1 ist gescheitert: %2</translation>
    </message>
</context>
<context>
    <name>quotareport</name>
    <message>
        <source>The project needs %1 on the cluster, but you have only %2 left in %3%4. Free some space there, or send the project to another folder (a workspace, or your scratch folder).</source>
        <translation>Das Projekt braucht %1 auf dem Cluster, aber Sie haben in %3%4 nur noch %2 frei. Schaffen Sie dort Platz oder senden Sie das Projekt in einen anderen Ordner (einen Workspace oder Ihren Scratch-Ordner).</translation>
    </message>
    <message>
        <source>The project has %1 files, but you can store only %2 more in %3%4. Leave files out with .slipwayignore, delete old files there, or send the project to another folder.</source>
        <translation>Das Projekt hat %1 Dateien, aber Sie können in %3%4 nur noch %2 speichern. Lassen Sie Dateien mit .slipwayignore aus, löschen Sie dort alte Dateien oder senden Sie das Projekt in einen anderen Ordner.</translation>
    </message>
</context>
<context>
    <name>remotedownload</name>
    <message>
        <source>The server refused the download (%1 %2): the file needs a login or is not public. Download it in a browser and upload it instead.</source>
        <translation>Der Server hat den Download verweigert (%1 %2): Die Datei braucht eine Anmeldung oder ist nicht öffentlich. Laden Sie sie im Browser herunter und laden Sie sie stattdessen hoch.</translation>
    </message>
    <message>
        <source>The server has no file at that address (404 Not Found). Check the URL; it may have moved.</source>
        <translation>Der Server hat unter dieser Adresse keine Datei (404 Not Found). Prüfen Sie die URL; die Datei ist womöglich umgezogen.</translation>
    </message>
    <message>
        <source>The file is gone from the server (410 Gone).</source>
        <translation>Die Datei ist vom Server verschwunden (410 Gone).</translation>
    </message>
    <message>
        <source>The server had a problem (HTTP %1). Try again later.</source>
        <translation>Der Server hatte ein Problem (HTTP %1). Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The server answered with HTTP status %1 instead of the file.</source>
        <translation>Der Server hat statt der Datei mit HTTP-Status %1 geantwortet.</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full: the download could not be written. Free some space or choose another folder.</source>
        <translation>Die Platte des Clusters (oder Ihre Quota) ist voll: Der Download konnte nicht geschrieben werden. Schaffen Sie Platz oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The login node could not find the server (%1). Check the address; if the login node has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation>Der Login-Knoten hat den Server nicht gefunden (%1). Prüfen Sie die Adresse; hat der Login-Knoten kein Internet, vermerken Sie das im Profil des Clusters, dann lädt Slipway hier herunter und lädt hoch.</translation>
    </message>
    <message>
        <source>The login node could not connect to the server (%1).</source>
        <translation>Der Login-Knoten konnte keine Verbindung zum Server aufbauen (%1).</translation>
    </message>
    <message>
        <source>The download timed out on the login node.</source>
        <translation>Der Download auf dem Login-Knoten hat das Zeitlimit überschritten.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed (%1).</source>
        <translation>Die sichere Verbindung zum Server ist gescheitert (%1).</translation>
    </message>
    <message>
        <source>The download on the login node failed (curl exit status %1: %2).</source>
        <translation>Der Download auf dem Login-Knoten ist gescheitert (curl-Exit-Status %1: %2).</translation>
    </message>
    <message>
        <source>The login node could not reach the server (%1). If it has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation>Der Login-Knoten konnte den Server nicht erreichen (%1). Hat er kein Internet, vermerken Sie das im Profil des Clusters, dann lädt Slipway hier herunter und lädt hoch.</translation>
    </message>
    <message>
        <source>The download on the login node failed (wget exit status %1: %2).</source>
        <translation>Der Download auf dem Login-Knoten ist gescheitert (wget-Exit-Status %1: %2).</translation>
    </message>
    <message>
        <source>Enter the address (URL) of the file, starting with https://.</source>
        <translation>Geben Sie die Adresse (URL) der Datei ein, beginnend mit https://.</translation>
    </message>
    <message>
        <source>The address holds a space or a control character; copy it again from the page that gives it.</source>
        <translation>Die Adresse enthält ein Leerzeichen oder ein Steuerzeichen; kopieren Sie sie erneut von der Seite, die sie angibt.</translation>
    </message>
    <message>
        <source>This is not a valid web address: %1</source>
        <translation>Das ist keine gültige Webadresse: %1</translation>
    </message>
    <message>
        <source>The address must start with https:// or http://: %1</source>
        <translation>Die Adresse muss mit https:// oder http:// beginnen: %1</translation>
    </message>
    <message>
        <source>Only http:// and https:// addresses can be downloaded (this one starts with &quot;%1:&quot;).</source>
        <translation>Nur http://- und https://-Adressen können heruntergeladen werden (diese beginnt mit „%1:“).</translation>
    </message>
    <message>
        <source>The address names no server: %1</source>
        <translation>Die Adresse nennt keinen Server: %1</translation>
    </message>
    <message>
        <source>A SHA-256 checksum is 64 characters, digits 0-9 and letters a-f (as `sha256sum` prints it).</source>
        <translation>Eine SHA-256-Prüfsumme hat 64 Zeichen, Ziffern 0-9 und Buchstaben a-f (so wie `sha256sum` sie ausgibt).</translation>
    </message>
    <message>
        <source>Nothing to download.</source>
        <translation>Nichts herunterzuladen.</translation>
    </message>
    <message>
        <source>Only one archive can be unpacked at a time.</source>
        <translation>Es kann nur ein Archiv auf einmal entpackt werden.</translation>
    </message>
    <message>
        <source>Choose the folder on the cluster to put it into.</source>
        <translation>Wählen Sie den Ordner auf dem Cluster, in den es soll.</translation>
    </message>
    <message>
        <source>The folder on the cluster cannot be used: %1</source>
        <translation>Der Ordner auf dem Cluster kann nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>Slipway cannot name the download %1.</source>
        <translation>Slipway kann den Download nicht %1 nennen.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>Die Verbindung zum Cluster ist weg.</translation>
    </message>
    <message>
        <source>Preparing the folder on the cluster…</source>
        <translation>Ordner auf dem Cluster wird vorbereitet …</translation>
    </message>
    <message>
        <source>Could not prepare the folder %1 on the cluster: %2</source>
        <translation>Der Ordner %1 auf dem Cluster konnte nicht vorbereitet werden: %2</translation>
    </message>
    <message>
        <source>%1 on the cluster is a file, not a folder.</source>
        <translation>%1 auf dem Cluster ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <source>The folder %1 on the cluster already holds files. Choose a new folder (or an empty one) to unpack the archive into.</source>
        <translation>Der Ordner %1 auf dem Cluster enthält bereits Dateien. Wählen Sie einen neuen (oder leeren) Ordner, in den das Archiv entpackt wird.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder beside %1 on the cluster.</source>
        <translation>Neben %1 auf dem Cluster konnte kein temporärer Ordner angelegt werden.</translation>
    </message>
    <message>
        <source>The login node has no %1, which Slipway needs to check the download.</source>
        <translation>Der Login-Knoten hat kein %1, das Slipway zum Prüfen des Downloads braucht.</translation>
    </message>
    <message>
        <source>The login node has no tar to unpack the archive with.</source>
        <translation>Der Login-Knoten hat kein tar zum Entpacken des Archivs.</translation>
    </message>
    <message>
        <source>%1 is not on this computer.</source>
        <translation>%1 ist nicht auf diesem Computer.</translation>
    </message>
    <message>
        <source>The login node downloads %1 (%2 of %3)…</source>
        <translation>Der Login-Knoten lädt %1 herunter (%2 von %3) …</translation>
    </message>
    <message>
        <source>The download on the login node stopped: %1</source>
        <translation>Der Download auf dem Login-Knoten brach ab: %1</translation>
    </message>
    <message>
        <source>Downloading %1 to this computer (%2 of %3)…</source>
        <translation>%1 wird auf diesen Computer heruntergeladen (%2 von %3) …</translation>
    </message>
    <message>
        <source>The download&apos;s checksum does not match: expected %1, got %2. The file is damaged or not the one expected; nothing was unpacked.</source>
        <translation>Die Prüfsumme des Downloads stimmt nicht: erwartet %1, erhalten %2. Die Datei ist beschädigt oder nicht die erwartete; nichts wurde entpackt.</translation>
    </message>
    <message>
        <source>Uploading %1 to the cluster (%2 of %3)…</source>
        <translation>%1 wird auf den Cluster hochgeladen (%2 von %3) …</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full. Free some space or choose another folder.</source>
        <translation>Die Platte des Clusters (oder Ihre Quota) ist voll. Schaffen Sie Platz oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The upload to the cluster failed: %1</source>
        <translation>Das Hochladen auf den Cluster ist gescheitert: %1</translation>
    </message>
    <message>
        <source>Checking the download on the cluster…</source>
        <translation>Der Download wird auf dem Cluster geprüft …</translation>
    </message>
    <message>
        <source>Could not check the download on the cluster: %1</source>
        <translation>Der Download konnte auf dem Cluster nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>The checksum of %1 does not match: expected %2, got %3. The file is damaged or not the one expected; nothing was unpacked and nothing was left on the cluster.</source>
        <translation>Die Prüfsumme von %1 stimmt nicht: erwartet %2, erhalten %3. Die Datei ist beschädigt oder nicht die erwartete; nichts wurde entpackt und nichts auf dem Cluster zurückgelassen.</translation>
    </message>
    <message>
        <source>The download is not a zip or tar.gz archive (perhaps a web page: the address may need a login). Nothing was unpacked.</source>
        <translation>Der Download ist kein zip- oder tar.gz-Archiv (vielleicht eine Webseite: Die Adresse braucht womöglich eine Anmeldung). Nichts wurde entpackt.</translation>
    </message>
    <message>
        <source>Checking what the archive holds…</source>
        <translation>Inhalt des Archivs wird geprüft …</translation>
    </message>
    <message>
        <source>The login node has no unzip to unpack a zip archive with.</source>
        <translation>Der Login-Knoten hat kein unzip zum Entpacken eines zip-Archivs.</translation>
    </message>
    <message>
        <source>The archive is damaged or incomplete and was not unpacked (%1).</source>
        <translation>Das Archiv ist beschädigt oder unvollständig und wurde nicht entpackt (%1).</translation>
    </message>
    <message>
        <source> Nothing was unpacked.</source>
        <translation> Nichts wurde entpackt.</translation>
    </message>
    <message>
        <source>The archive unpacks to %1, but the cluster&apos;s disk has only %2 free there. Free some space or choose another folder; nothing was unpacked.</source>
        <translation>Das Archiv wird entpackt %1 groß, aber die Platte des Clusters hat dort nur %2 frei. Schaffen Sie Platz oder wählen Sie einen anderen Ordner; nichts wurde entpackt.</translation>
    </message>
    <message>
        <source>Unpacking on the cluster…</source>
        <translation>Wird auf dem Cluster entpackt …</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) filled up while unpacking. Free some space or choose another folder; nothing was left half-unpacked.</source>
        <translation>Die Platte des Clusters (oder Ihre Quota) lief beim Entpacken voll. Schaffen Sie Platz oder wählen Sie einen anderen Ordner; nichts blieb halb entpackt zurück.</translation>
    </message>
    <message>
        <source>Unpacking failed on the cluster (%1); nothing was left half-unpacked.</source>
        <translation>Das Entpacken auf dem Cluster ist gescheitert (%1); nichts blieb halb entpackt zurück.</translation>
    </message>
    <message>
        <source>Putting it into place…</source>
        <translation>Wird an seinen Platz gebracht …</translation>
    </message>
    <message>
        <source>The folder %1 on the cluster got files in the meantime; nothing was unpacked into it.</source>
        <translation>Der Ordner %1 auf dem Cluster hat inzwischen Dateien bekommen; nichts wurde hinein entpackt.</translation>
    </message>
    <message>
        <source>Could not put the download into %1: %2</source>
        <translation>Der Download konnte nicht nach %1 gebracht werden: %2</translation>
    </message>
    <message>
        <source>The connection to the cluster closed before the download finished.</source>
        <translation>Die Verbindung zum Cluster wurde geschlossen, bevor der Download fertig war.</translation>
    </message>
</context>
<context>
    <name>resolverules</name>
    <message>
        <source>mail.type is given without mail.user, so the script asks for no e-mail; add mail.user (your address).</source>
        <translation>mail.type ist ohne mail.user angegeben, daher fordert das Skript keine E-Mail an; ergänzen Sie mail.user (Ihre Adresse).</translation>
    </message>
    <message>
        <source>%1 is not a mail type Slurm knows; write a comma-separated list of %2 (for example END,FAIL).</source>
        <translation>%1 ist kein Mail-Typ, den Slurm kennt; schreiben Sie eine kommagetrennte Liste aus %2 (zum Beispiel END,FAIL).</translation>
    </message>
    <message>
        <source>%1 is retired (%2). The script follows its documentation for reference; for new work use %3.</source>
        <translation>%1 ist außer Betrieb (%2). Das Skript folgt seiner Dokumentation zum Nachschlagen; für neue Arbeit verwenden Sie %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a parallelism Slipway knows; choose one of %2.</source>
        <translation>„%1“ ist keine Parallelisierung, die Slipway kennt; wählen Sie eine aus %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an environment recipe Slipway knows; choose one of %2.</source>
        <translation>„%1“ ist kein Umgebungsrezept, das Slipway kennt; wählen Sie eines aus %2.</translation>
    </message>
    <message>
        <source>Choose the “Training script”: the Python file to run, for example train.py.</source>
        <translation>Wählen Sie das „Trainingsskript“: die Python-Datei, die ausgeführt wird, zum Beispiel train.py.</translation>
    </message>
    <message>
        <source>“%1” contains a line break or another control character, which would break the job script; remove it.</source>
        <translation>„%1“ enthält einen Zeilenumbruch oder ein anderes Steuerzeichen, das das Jobskript zerbrechen würde; entfernen Sie es.</translation>
    </message>
    <message>
        <source>The job name is %1 characters long; keep it under 200.</source>
        <translation>Der Jobname ist %1 Zeichen lang; bleiben Sie unter 200.</translation>
    </message>
    <message>
        <source>“Modules to load” is empty: give at least one module, for example PyTorch.</source>
        <translation>„Zu ladende Module“ ist leer: Geben Sie mindestens ein Modul an, zum Beispiel PyTorch.</translation>
    </message>
    <message>
        <source>“Environment folder” is empty: the %1 recipe needs the folder where the environment lives%2.</source>
        <translation>„Umgebungsordner“ ist leer: Das Rezept %1 braucht den Ordner, in dem die Umgebung liegt%2.</translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (a .sif file)%1.</source>
        <translation type="vanished">„Container-Image“ ist leer: Geben Sie ein Image an (eine .sif-Datei)%1.</translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of.</source>
        <translation type="vanished">%1 hat keine Container-Laufzeit, die Slipway kennt.</translation>
    </message>
    <message>
        <source>An environment path contains a line break or another control character; remove it.</source>
        <translation>Ein Umgebungspfad enthält einen Zeilenumbruch oder ein anderes Steuerzeichen; entfernen Sie es.</translation>
    </message>
    <message>
        <source>%1 is not a place for an environment on %2: %3. Choose another folder%4.</source>
        <translation>%1 ist kein Ort für eine Umgebung auf %2: %3. Wählen Sie einen anderen Ordner%4.</translation>
    </message>
    <message>
        <source>%1 has no node-local folder for a per-job environment; use venv.</source>
        <translation>%1 hat keinen knotenlokalen Ordner für eine Umgebung pro Job; verwenden Sie venv.</translation>
    </message>
    <message>
        <source>On this computer use the none, venv or conda recipe.</source>
        <translation>Verwenden Sie auf diesem Computer das Rezept none, venv oder conda.</translation>
    </message>
    <message>
        <source>On this computer Slipway runs a single process.</source>
        <translation>Auf diesem Computer führt Slipway einen einzelnen Prozess aus.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a scheduler; on this computer use ddp-torchrun.</source>
        <translation>„%1“ braucht einen Scheduler; verwenden Sie auf diesem Computer ddp-torchrun.</translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (%1)%2.</source>
        <translation>„Container-Image“ ist leer: Geben Sie ein Image an (%1)%2.</translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of: name the container tool the cluster has (apptainer, singularity or charliecloud).</source>
        <translation>%1 hat keine Container-Laufzeit, die Slipway kennt: Nennen Sie das Container-Werkzeug des Clusters (apptainer, singularity oder charliecloud).</translation>
    </message>
    <message>
        <source>Charliecloud shows the container the GPUs&apos; device files but not the NVIDIA driver&apos;s libraries: copy them into the image once, on a node with GPUs, with “ch-fromhost --nvidia %1” (the image folder must be yours and writable), or torch inside will not see the GPUs.</source>
        <translation>Charliecloud zeigt dem Container die Gerätedateien der GPUs, aber nicht die Bibliotheken des NVIDIA-Treibers: Kopieren Sie sie einmal auf einem Knoten mit GPUs mit „ch-fromhost --nvidia %1“ ins Image (der Image-Ordner muss Ihnen gehören und beschreibbar sein), sonst sieht torch darin die GPUs nicht.</translation>
    </message>
</context>
<context>
    <name>resourcerules</name>
    <message>
        <source>Using partition &quot;%1&quot; because the default, &quot;%2&quot;, has no GPUs.</source>
        <translation>Partition „%1“ wird verwendet, weil die Standardpartition „%2“ keine GPUs hat.</translation>
    </message>
    <message>
        <source>%1 has no partition &quot;%2&quot;; it has %3.</source>
        <translation>%1 hat keine Partition „%2“; es gibt %3.</translation>
    </message>
    <message>
        <source>The partition name &quot;%1&quot; is not confirmed by the site&apos;s own documentation (%2); check it with &apos;sinfo&apos; on the login node.</source>
        <translation>Der Partitionsname „%1“ ist von der Dokumentation des Zentrums (%2) nicht bestätigt; prüfen Sie ihn mit &apos;sinfo&apos; auf dem Login-Knoten.</translation>
    </message>
    <message>
        <source>%1 allows at most %2 node(s); the job asks for %3.</source>
        <translation type="vanished">%1 erlaubt höchstens %2 Knoten; der Job fordert %3 an.</translation>
    </message>
    <message>
        <source>%1 is meant for jobs of %2 nodes or more; a smaller job may be refused or charged as %2 nodes. Choose a debug queue for small tests.</source>
        <translation>%1 ist für Jobs ab %2 Knoten gedacht; ein kleinerer Job wird womöglich abgelehnt oder als %2 Knoten abgerechnet. Wählen Sie für kleine Tests eine Debug-Warteschlange.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs one process on one node, so extra nodes would sit idle. Use 1 node, or ddp-srun / ddp-torchrun to train across nodes.</source>
        <translation>„%1“ führt einen Prozess auf einem Knoten aus, weitere Knoten blieben also untätig. Verwenden Sie 1 Knoten oder ddp-srun / ddp-torchrun, um über Knoten hinweg zu trainieren.</translation>
    </message>
    <message>
        <source>%1 has no GPUs; choose a GPU partition for this job.</source>
        <translation>%1 hat keine GPUs; wählen Sie für diesen Job eine GPU-Partition.</translation>
    </message>
    <message>
        <source>A node of %1 has %2 GPU(s); the job asks for %3 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation type="vanished">Ein Knoten von %1 hat %2 GPU(s); der Job fordert %3 pro Knoten an. Fordern Sie weniger an oder mehr Knoten mit ddp-srun / ddp-torchrun.</translation>
    </message>
    <message>
        <source>%1 needs the GPU model in the request (for example h100); name the GPU model (gpu_type in a job spec file).</source>
        <translation>%1 braucht das GPU-Modell in der Anforderung (zum Beispiel h100); nennen Sie das GPU-Modell (gpu_type in einer Jobbeschreibung).</translation>
    </message>
    <message>
        <source>%1 accepts only %2 GPU(s) per node; the job asks for %3.</source>
        <translation type="vanished">%1 nimmt nur %2 GPU(s) pro Knoten an; der Job fordert %3 an.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs at least one GPU; ask for GPUs or choose cpu / multi-cpu.</source>
        <translation>„%1“ braucht mindestens eine GPU; fordern Sie GPUs an oder wählen Sie cpu / multi-cpu.</translation>
    </message>
    <message>
        <source>The job asks for GPUs but its parallelism is &quot;%1&quot;, which does not use them. Choose gpu or a multi-GPU parallelism, or ask for 0 GPUs.</source>
        <translation>Der Job fordert GPUs an, aber seine Parallelisierung ist „%1“, die sie nicht nutzt. Wählen Sie gpu oder eine Multi-GPU-Parallelisierung, oder fordern Sie 0 GPUs an.</translation>
    </message>
    <message>
        <source>A one-GPU job uses one GPU; the other %1 would sit idle. Choose data-parallel or DDP to use them.</source>
        <translation>Ein Ein-GPU-Job nutzt eine GPU; die anderen %1 blieben untätig. Wählen Sie data-parallel oder DDP, um sie zu nutzen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; spreads work over several GPUs; with one GPU it gains nothing.</source>
        <translation>„%1“ verteilt die Arbeit auf mehrere GPUs; mit einer GPU bringt das nichts.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs %2, but “Tasks per node” is %3%4. Leave “Tasks per node” empty and Slipway sets it.</source>
        <translation>„%1“ braucht %2, aber „Tasks pro Knoten“ ist %3%4. Lassen Sie „Tasks pro Knoten“ leer, dann setzt Slipway es.</translation>
    </message>
    <message>
        <source>The job asks for %1 CPU cores per node, but a node of %2 offers %3.</source>
        <translation>Der Job fordert %1 CPU-Kerne pro Knoten an, aber ein Knoten von %2 bietet %3.</translation>
    </message>
    <message>
        <source>multi-cpu with one CPU runs like cpu; ask for more “CPUs per task” so PyTorch can use several threads.</source>
        <translation>multi-cpu mit einer CPU läuft wie cpu; fordern Sie mehr „CPUs pro Task“ an, damit PyTorch mehrere Threads nutzen kann.</translation>
    </message>
    <message>
        <source>Give either “Memory per node” (mem) or a memory per CPU (mem_per_cpu), not both: the scheduler accepts only one memory flag.</source>
        <translation>Geben Sie entweder „Speicher pro Knoten“ (mem) oder einen Speicher pro CPU (mem_per_cpu) an, nicht beides: Der Scheduler akzeptiert nur eine Speicherangabe.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation>„%1“ ist keine Speichermenge; schreiben Sie sie wie 32000M oder 8G.</translation>
    </message>
    <message>
        <source>%1 ignores memory requests; Slipway leaves the memory flag out.</source>
        <translation>%1 ignoriert Speicheranforderungen; Slipway lässt die Speicherangabe weg.</translation>
    </message>
    <message>
        <source>The job asks for %1 per node, but a node of %2 has %3.</source>
        <translation>Der Job fordert %1 pro Knoten an, aber ein Knoten von %2 hat %3.</translation>
    </message>
    <message>
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %5 GPU(s). Ask for %6 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation type="vanished">%1 %2 höchstens %3 CPU-Kerne pro GPU; der Job fordert %4 Kerne für %5 GPU(s) an. Fordern Sie %6 Kerne pro Knoten oder weniger an.</translation>
    </message>
    <message>
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %4 GPU(s)); the job asks for %5.</source>
        <translation type="vanished">Das Zentrum empfiehlt %1 CPU-Kerne pro GPU auf %2 (%3 für %4 GPU(s)); der Job fordert %5 an.</translation>
    </message>
    <message>
        <source>%1 %2 at most %3 of memory per GPU; the job asks for %4 per GPU.</source>
        <translation>%1 %2 höchstens %3 Speicher pro GPU; der Job fordert %4 pro GPU an.</translation>
    </message>
    <message>
        <source>%1 requires a time limit; set time.</source>
        <translation>%1 verlangt ein Zeitlimit; setzen Sie time.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time limit; write it like 01:30:00 or 2-00:00:00.</source>
        <translation>„%1“ ist kein Zeitlimit; schreiben Sie es wie 01:30:00 oder 2-00:00:00.</translation>
    </message>
    <message>
        <source>%1 allows at most %2; the job asks for %3.</source>
        <translation>%1 erlaubt höchstens %2; der Job fordert %3 an.</translation>
    </message>
    <message>
        <source>%1 expects jobs of at least %2; shorter jobs may be charged as that or refused.</source>
        <translation>%1 erwartet Jobs von mindestens %2; kürzere Jobs werden womöglich so abgerechnet oder abgelehnt.</translation>
    </message>
    <message>
        <source>%1 requires an account (project) for every job%2; set account.</source>
        <translation>%1 verlangt für jeden Job ein Konto (Projekt)%2; setzen Sie account.</translation>
    </message>
    <message>
        <source>If you belong to more than one project on %1, jobs without an account are refused; set account%2.</source>
        <translation>Wenn Sie auf %1 zu mehr als einem Projekt gehören, werden Jobs ohne Konto abgelehnt; setzen Sie account%2.</translation>
    </message>
    <message>
        <source>allows</source>
        <extracomment>Fills %2 in &quot;%1 %2 at most %3 …&quot;: the partition allows (a limit) or recommends (advice)</extracomment>
        <translation>erlaubt</translation>
    </message>
    <message>
        <source>recommends</source>
        <translation>empfiehlt</translation>
    </message>
    <message numerus="yes">
        <source>%1 allows at most %n node(s); the job asks for %2.</source>
        <translation>
            <numerusform>%1 erlaubt höchstens %n Knoten; der Job fordert %2 an.</numerusform>
            <numerusform>%1 erlaubt höchstens %n Knoten; der Job fordert %2 an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A node of %1 has %n GPU(s); the job asks for %2 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation>
            <numerusform>Ein Knoten von %1 hat %n GPU; der Job fordert %2 pro Knoten an. Fordern Sie weniger an oder mehr Knoten mit ddp-srun / ddp-torchrun.</numerusform>
            <numerusform>Ein Knoten von %1 hat %n GPUs; der Job fordert %2 pro Knoten an. Fordern Sie weniger an oder mehr Knoten mit ddp-srun / ddp-torchrun.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 accepts only these numbers of GPUs per node: %2; the job asks for %3.</source>
        <translation>%1 nimmt nur diese GPU-Anzahlen pro Knoten an: %2; der Job fordert %3 an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %n GPU(s). Ask for %5 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation>
            <numerusform>%1 %2 höchstens %3 CPU-Kerne pro GPU; der Job fordert %4 Kerne für %n GPU an. Fordern Sie %5 Kerne pro Knoten oder weniger an.</numerusform>
            <numerusform>%1 %2 höchstens %3 CPU-Kerne pro GPU; der Job fordert %4 Kerne für %n GPUs an. Fordern Sie %5 Kerne pro Knoten oder weniger an.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPU(s)); the job asks for %4.</source>
        <translation>
            <numerusform>Das Zentrum empfiehlt %1 CPU-Kerne pro GPU auf %2 (%3 für %n GPU); der Job fordert %4 an.</numerusform>
            <numerusform>Das Zentrum empfiehlt %1 CPU-Kerne pro GPU auf %2 (%3 für %n GPUs); der Job fordert %4 an.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>resultpuller</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>Die Verbindung zum Cluster ist weg.</translation>
    </message>
    <message>
        <source>Could not make the folder %1 here.</source>
        <translation>Der Ordner %1 konnte hier nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist on %2.</source>
        <translation>Der Ordner %1 existiert auf %2 nicht.</translation>
    </message>
    <message>
        <source>Could not list %1 on %2: %3</source>
        <translation>%1 auf %2 konnte nicht aufgelistet werden: %3</translation>
    </message>
    <message>
        <source>The listing of %1 could not be read.</source>
        <translation>Die Liste von %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Could not compare files with %1: %2</source>
        <translation>Die Dateien konnten nicht mit %1 verglichen werden: %2</translation>
    </message>
    <message>
        <source>%1 result files; fetching %2 (%3 new, %4 grown, %5 unchanged)</source>
        <translation>%1 Ergebnisdateien; hole %2 (%3 neu, %4 gewachsen, %5 unverändert)</translation>
    </message>
    <message>
        <source>Fetching results from %1 failed: %2. Pulling again continues where it stopped.</source>
        <translation>Das Holen der Ergebnisse von %1 ist gescheitert: %2. Erneutes Holen macht dort weiter, wo es aufgehört hat.</translation>
    </message>
    <message>
        <source>%1 changed on the cluster while it was being fetched; pull again.</source>
        <translation>%1 hat sich auf dem Cluster geändert, während es geholt wurde; holen Sie erneut.</translation>
    </message>
    <message>
        <source>Could not write %1 here: %2</source>
        <translation>%1 kann hier nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not rename %1 here.</source>
        <translation>%1 kann hier nicht umbenannt werden.</translation>
    </message>
</context>
<context>
    <name>resumelines</name>
    <message>
        <source>The warning before the time limit (%1 s) is as long as the time limit itself; give a shorter warning or more time.</source>
        <translation>Die Warnung vor dem Zeitlimit (%1 s) ist so lang wie das Zeitlimit selbst; geben Sie eine kürzere Warnung oder mehr Zeit an.</translation>
    </message>
    <message>
        <source>The job may be put back in the queue (preemption, a failed node, the time limit); it keeps its job id.</source>
        <translation>Der Job darf wieder in die Warteschlange gestellt werden (Verdrängung, ein ausgefallener Knoten, das Zeitlimit); er behält seine Job-ID.</translation>
    </message>
    <message>
        <source>Each new start adds to the log instead of overwriting it.</source>
        <translation>Jeder neue Start hängt an das Log an, statt es zu überschreiben.</translation>
    </message>
    <message>
        <source>Warn this script (signal USR1) %1 seconds before the time limit, so the training can save a checkpoint.</source>
        <translation>Dieses Skript %1 Sekunden vor dem Zeitlimit warnen (Signal USR1), damit das Training einen Checkpoint speichern kann.</translation>
    </message>
    <message>
        <source>The cluster may rerun the job (a failed node, preemption); each start resumes.</source>
        <translation>Der Cluster kann den Job erneut ausführen (ein ausgefallener Knoten, Verdrängung); jeder Start setzt fort.</translation>
    </message>
    <message>
        <source>The folder the training saves its checkpoints in.</source>
        <translation>Der Ordner, in dem das Training seine Checkpoints speichert.</translation>
    </message>
    <message>
        <source>The folder this task saves its checkpoints in (one per task, named by its parameters).</source>
        <translation>Der Ordner, in dem dieser Task seine Checkpoints speichert (einer pro Task, benannt nach seinen Parametern).</translation>
    </message>
    <message>
        <source>Make it if this is the first start.</source>
        <translation>Ihn anlegen, falls dies der erste Start ist.</translation>
    </message>
    <message>
        <source>The newest checkpoint (*.pt) in it; empty on the first start.</source>
        <translation>Der neueste Checkpoint (*.pt) darin; beim ersten Start leer.</translation>
    </message>
    <message>
        <source>Tell the training where to resume from.</source>
        <translation>Dem Training sagen, wo es fortsetzen soll.</translation>
    </message>
    <message>
        <source>A folder of event files for this start alone; the Plots page joins the starts into one curve.</source>
        <translation>Ein Ordner mit Event-Dateien nur für diesen Start; die Seite „Diagramme“ fügt die Starts zu einer Kurve zusammen.</translation>
    </message>
    <message>
        <source>Say in the log which start this is and where it goes on from.</source>
        <translation>Im Log vermerken, der wievielte Start dies ist und wo er fortsetzt.</translation>
    </message>
    <message>
        <source>What to do when the time limit is near:</source>
        <translation>Was zu tun ist, wenn das Zeitlimit naht:</translation>
    </message>
    <message>
        <source>This start is done.</source>
        <translation>Dieser Start ist beendet.</translation>
    </message>
    <message>
        <source>Run it when Slurm sends the warning.</source>
        <translation>Dies ausführen, wenn Slurm die Warnung sendet.</translation>
    </message>
    <message>
        <source>The training&apos;s process.</source>
        <translation>Der Prozess des Trainings.</translation>
    </message>
    <message>
        <source>Wait for it to end; the job ends as it does.</source>
        <translation>Auf sein Ende warten; der Job endet wie er.</translation>
    </message>
    <message>
        <source>With ddp-torchrun the warning before the time limit stops torchrun at once, and the training processes save nothing: the run goes on from the last checkpoint they saved on their own. Choose ddp-srun (the same processes, one per GPU, without torchrun) to have each one warned so it can save.</source>
        <translation>Mit ddp-torchrun beendet die Warnung vor dem Zeitlimit torchrun sofort, und die Trainingsprozesse speichern nichts: Der Lauf geht vom letzten Checkpoint weiter, den sie selbst gespeichert haben. Wählen Sie ddp-srun (dieselben Prozesse, einer pro GPU, ohne torchrun), damit jeder gewarnt wird und speichern kann.</translation>
    </message>
</context>
<context>
    <name>rundata</name>
    <message>
        <source>More problems were found; only the first %1 are listed.</source>
        <translation>Es wurden weitere Probleme gefunden; nur die ersten %1 werden aufgeführt.</translation>
    </message>
</context>
<context>
    <name>runevents</name>
    <message>
        <source>Last lines of the log:</source>
        <translation>Letzte Zeilen des Logs:</translation>
    </message>
</context>
<context>
    <name>runservice</name>
    <message>
        <source>%1 has no scheduler; run the script there with bash.</source>
        <translation>%1 hat keinen Scheduler; führen Sie das Skript dort mit bash aus.</translation>
    </message>
    <message>
        <source>The run history cannot be written (%1), so nothing was submitted.</source>
        <translation>Der Laufverlauf kann nicht geschrieben werden (%1), daher wurde nichts abgeschickt.</translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm job arrays; %1 uses another scheduler, so submit one run per value there.</source>
        <translation type="vanished">Slipway schickt Parameterstudien als Slurm-Job-Arrays ab; %1 verwendet einen anderen Scheduler, schicken Sie dort also einen Lauf pro Wert ab.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a usable run folder name.</source>
        <translation>„%1“ ist kein verwendbarer Name für einen Laufordner.</translation>
    </message>
    <message>
        <source>The run could not be recorded (%1), so nothing was submitted.</source>
        <translation>Der Lauf konnte nicht aufgezeichnet werden (%1), daher wurde nichts abgeschickt.</translation>
    </message>
    <message>
        <source>Could not ask the scheduler: %1</source>
        <translation type="vanished">Der Scheduler konnte nicht gefragt werden: %1</translation>
    </message>
    <message>
        <source>Run %1 is not a sweep.</source>
        <translation>Lauf %1 ist keine Parameterstudie.</translation>
    </message>
    <message>
        <source>Run %1 has no task %2 with a job to cancel.</source>
        <translation>Lauf %1 hat keinen Task %2 mit einem Job zum Abbrechen.</translation>
    </message>
    <message>
        <source>The scheduler did not cancel task %1: %2</source>
        <translation>Der Scheduler hat Task %1 nicht abgebrochen: %2</translation>
    </message>
    <message>
        <source>Cancel requested for task %1.</source>
        <translation>Abbruch für Task %1 angefordert.</translation>
    </message>
    <message>
        <source>Run %1 is not a submitted sweep.</source>
        <translation>Lauf %1 ist keine abgeschickte Parameterstudie.</translation>
    </message>
    <message>
        <source>No task of run %1 needs to run again.</source>
        <translation>Kein Task von Lauf %1 muss erneut laufen.</translation>
    </message>
    <message>
        <source>Run %1 has no such task.</source>
        <translation>Lauf %1 hat keinen solchen Task.</translation>
    </message>
    <message>
        <source>The scheduler refused to run the tasks again: %1</source>
        <translation>Der Scheduler hat es abgelehnt, die Tasks erneut auszuführen: %1</translation>
    </message>
    <message>
        <source>Submitted task(s) %1 again as job array %2. %3</source>
        <translation type="vanished">Task(s) %1 erneut als Job-Array %2 abgeschickt. %3</translation>
    </message>
    <message>
        <source>Cobalt no longer lists the job: it has ended. Its exit code is in %1.cobaltlog.</source>
        <translation>Cobalt führt den Job nicht mehr auf: Er ist beendet. Sein Exit-Code steht in %1.cobaltlog.</translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while it prepared the run&apos;s folder, before anything was sent to the scheduler. Submit it again.</source>
        <translation>Nie abgeschickt: Slipway wurde beendet, während es den Laufordner vorbereitete, bevor etwas an den Scheduler ging. Schicken Sie ihn erneut ab.</translation>
    </message>
    <message>
        <source>Could not ask the scheduler whether this interrupted submission reached it: %1</source>
        <translation type="vanished">Der Scheduler konnte nicht gefragt werden, ob diese unterbrochene Übermittlung angekommen ist: %1</translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation type="vanished">Slipway wurde beim Abschicken dieses Laufs beendet, aber %1 hatte ihn angenommen: Job %2 (gefunden über seine Markierung %3).</translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while submitting this run, and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation type="vanished">Nie abgeschickt: Slipway wurde beim Abschicken dieses Laufs beendet, und %1 hat keinen Job mit seiner Markierung %2, weder wartend noch beendet. Schicken Sie ihn erneut ab.</translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation type="vanished">Slipway wurde beim Abschicken dieses Laufs beendet, und %1 führt jetzt keinen Job mit seiner Markierung %2; %1 bewahrt hier keine Einträge beendeter Jobs auf, er wurde also entweder nie abgeschickt oder ist schon beendet.</translation>
    </message>
    <message>
        <source>Run %1 has no job to cancel.</source>
        <translation>Lauf %1 hat keinen Job zum Abbrechen.</translation>
    </message>
    <message>
        <source>The stored job id &quot;%1&quot; is not valid.</source>
        <translation>Die gespeicherte Job-ID „%1“ ist ungültig.</translation>
    </message>
    <message>
        <source>The scheduler did not cancel job %1: %2</source>
        <translation>Der Scheduler hat Job %1 nicht abgebrochen: %2</translation>
    </message>
    <message>
        <source>There is no run %1.</source>
        <translation>Es gibt keinen Lauf %1.</translation>
    </message>
    <message>
        <source>The stored spec of run %1 cannot be read: %2</source>
        <translation>Die gespeicherte Jobbeschreibung von Lauf %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Running on %1.</source>
        <translation>Läuft auf %1.</translation>
    </message>
    <message>
        <source>Cancel requested.</source>
        <translation>Abbruch angefordert.</translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm or PBS Pro job arrays; %1 has neither, so submit one run per value there.</source>
        <translation>Slipway schickt Parameterstudien als Slurm- oder PBS-Pro-Job-Arrays ab; %1 hat keins von beiden, schicken Sie dort also einen Lauf pro Wert ab.</translation>
    </message>
    <message>
        <source>The scheduler cannot run exactly these tasks of run %1 again as one array (PBS Pro takes one range of subjobs, such as 4-6, not a list). Resubmit them a range at a time, or the whole sweep.</source>
        <translation>Der Scheduler kann genau diese Tasks von Lauf %1 nicht erneut als ein Array ausführen (PBS Pro nimmt einen Bereich von Subjobs wie 4-6, keine Liste). Schicken Sie sie bereichsweise neu ab oder die ganze Parameterstudie.</translation>
    </message>
    <message>
        <source>The run has no job of its own to ask about.</source>
        <translation>Der Lauf hat keinen eigenen Job, nach dem gefragt werden kann.</translation>
    </message>
    <message>
        <source>This cluster&apos;s scheduler keeps no record of a job&apos;s restarts.</source>
        <translation>Der Scheduler dieses Clusters zeichnet die Neustarts eines Jobs nicht auf.</translation>
    </message>
    <message numerus="yes">
        <source>Submitted %n task(s) (%1) again as job array %2. %3</source>
        <translation>
            <numerusform>%n Task (%1) erneut als Job-Array %2 abgeschickt. %3</numerusform>
            <numerusform>%n Tasks (%1) erneut als Job-Array %2 abgeschickt. %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The submission of this run was cut short (Slipway stopped, or the connection was lost), but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation>Das Abschicken dieses Laufs wurde unterbrochen (Slipway wurde beendet oder die Verbindung ging verloren), aber %1 hatte ihn angenommen: Job %2 (gefunden über seine Markierung %3).</translation>
    </message>
    <message>
        <source>Never submitted: the submission of this run was cut short (Slipway stopped, or the connection was lost), and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation>Nie abgeschickt: Das Abschicken dieses Laufs wurde unterbrochen (Slipway wurde beendet oder die Verbindung ging verloren), und %1 hat keinen Job mit seiner Markierung %2, weder wartend noch beendet. Schicken Sie ihn erneut ab.</translation>
    </message>
    <message>
        <source>The submission of this run was cut short (Slipway stopped, or the connection was lost), and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation>Das Abschicken dieses Laufs wurde unterbrochen (Slipway wurde beendet oder die Verbindung ging verloren), und %1 führt jetzt keinen Job mit seiner Markierung %2; %1 bewahrt hier keine Einträge beendeter Jobs auf, er wurde also entweder nie abgeschickt oder ist schon beendet.</translation>
    </message>
    <message>
        <source>Job %1 has ended, but how is not known: it is no longer in the queue, this cluster keeps no accounting of ended jobs (or it did not answer), and the scheduler has forgotten the job. Its log says how it went.</source>
        <translation>Job %1 ist beendet, aber wie, ist nicht bekannt: Er steht nicht mehr in der Warteschlange, dieser Cluster führt kein Accounting beendeter Jobs (oder es hat nicht geantwortet), und der Scheduler hat den Job vergessen. Sein Log zeigt, wie er gelaufen ist.</translation>
    </message>
    <message>
        <source>Job %1 has ended, but how is not known: it is no longer in the queue, this cluster keeps no accounting of ended jobs (or it did not answer), and the scheduler has forgotten the job. Its log, %2, says how it went.</source>
        <translation>Job %1 ist beendet, aber wie, ist nicht bekannt: Er steht nicht mehr in der Warteschlange, dieser Cluster führt kein Accounting beendeter Jobs (oder es hat nicht geantwortet), und der Scheduler hat den Job vergessen. Sein Log, %2, zeigt, wie er gelaufen ist.</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) of the sweep&apos;s later arrays were never sent: submit them with &quot;Resubmit failed and timed-out tasks only&quot; (slipwayctl resubmit RUN --failed-only).</source>
        <translation>
            <numerusform>%n Task der späteren Job-Arrays der Parameterstudie wurde nie abgeschickt: Schicken Sie ihn mit „Nur gescheiterte und abgelaufene Tasks erneut abschicken“ ab (slipwayctl resubmit RUN --failed-only).</numerusform>
            <numerusform>%n Tasks der späteren Job-Arrays der Parameterstudie wurden nie abgeschickt: Schicken Sie sie mit „Nur gescheiterte und abgelaufene Tasks erneut abschicken“ ab (slipwayctl resubmit RUN --failed-only).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>runstore</name>
    <message>
        <source>Cannot make the folder %1 for the run history.</source>
        <translation>Der Ordner %1 für den Laufverlauf kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot read the run history %1: %2</source>
        <translation>Der Laufverlauf %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The run history %1 is not a file (a folder or a device is in its place); nothing was changed.</source>
        <translation>Der Laufverlauf %1 ist keine Datei (an ihrer Stelle liegt ein Ordner oder ein Gerät); nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Cannot open the run history %1: %2</source>
        <translation>Der Laufverlauf %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway could not move it aside to start a new one; move or remove it yourself (nothing was changed).</source>
        <translation>Der Laufverlauf %1 %2. Slipway konnte ihn nicht beiseiteschieben, um einen neuen zu beginnen; verschieben oder entfernen Sie ihn selbst (nichts wurde geändert).</translation>
    </message>
    <message>
        <source>The run history %1 %2; it was kept as %3, but a new history could not be made: %4</source>
        <translation>Der Laufverlauf %1 %2; er wurde als %3 aufbewahrt, aber ein neuer Verlauf konnte nicht angelegt werden: %4</translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %4 run(s) from the damaged file%5.</source>
        <translation type="vanished">Der Laufverlauf %1 %2. Slipway hat diese Datei als %3 aufbewahrt und an ihrer Stelle einen neuen Verlauf begonnen; aus der beschädigten Datei wurden %4 Lauf/Läufe gerettet%5.</translation>
    </message>
    <message>
        <source> No run could be recovered%1.</source>
        <translation> Kein Lauf konnte gerettet werden%1.</translation>
    </message>
    <message>
        <source>The backup of the run history (%1) could not be written: %2</source>
        <translation>Die Sicherung des Laufverlaufs (%1) konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The backup of the run history could not be renamed to %1.</source>
        <translation>Die Sicherung des Laufverlaufs konnte nicht in %1 umbenannt werden.</translation>
    </message>
    <message>
        <source>The run history %1 was written by a newer Slipway (schema %2; this one knows %3). It is shown but not changed.</source>
        <translation>Der Laufverlauf %1 wurde von einem neueren Slipway geschrieben (Schema %2; dieses kennt %3). Er wird angezeigt, aber nicht geändert.</translation>
    </message>
    <message>
        <source>Updating the run history to schema %1 failed: %2</source>
        <translation>Die Aktualisierung des Laufverlaufs auf Schema %1 ist gescheitert: %2</translation>
    </message>
    <message>
        <source>The run history is not open.</source>
        <translation>Der Laufverlauf ist nicht geöffnet.</translation>
    </message>
    <message numerus="yes">
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %n run(s) from the damaged file%4.</source>
        <translation>
            <numerusform>Der Laufverlauf %1 %2. Slipway hat diese Datei als %3 aufbewahrt und an ihrer Stelle einen neuen Verlauf begonnen; aus der beschädigten Datei wurde %n Lauf gerettet%4.</numerusform>
            <numerusform>Der Laufverlauf %1 %2. Slipway hat diese Datei als %3 aufbewahrt und an ihrer Stelle einen neuen Verlauf begonnen; aus der beschädigten Datei wurden %n Läufe gerettet%4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalarexport</name>
    <message>
        <source>Cannot write the export: %1</source>
        <translation>Der Export kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>scheduler</name>
    <message>
        <source>This scheduler has no job arrays.</source>
        <translation>Dieser Scheduler hat keine Job-Arrays.</translation>
    </message>
    <message>
        <source>This scheduler keeps no record of a job&apos;s restarts.</source>
        <translation>Dieser Scheduler zeichnet die Neustarts eines Jobs nicht auf.</translation>
    </message>
</context>
<context>
    <name>scriptcomposer</name>
    <message>
        <source>%1 GPU(s)%2 on each node.</source>
        <translation type="vanished">%1 GPU(s)%2 auf jedem Knoten.</translation>
    </message>
    <message>
        <source>The name shown in the queue.</source>
        <translation>Der Name, der in der Warteschlange erscheint.</translation>
    </message>
    <message>
        <source>Run on the %1 partition.</source>
        <translation>Auf der Partition %1 ausführen.</translation>
    </message>
    <message>
        <source>%1 tasks (processes) per node: one per GPU.</source>
        <translation>%1 Tasks (Prozesse) pro Knoten: einer pro GPU.</translation>
    </message>
    <message>
        <source>One task (process) per node.</source>
        <translation>Ein Task (Prozess) pro Knoten.</translation>
    </message>
    <message>
        <source>%1 CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation type="vanished">%1 CPU-Kern(e) für jeden Task (DataLoader-Worker, Threads).</translation>
    </message>
    <message>
        <source> The model is named, as the site asks.</source>
        <translation> Das Modell ist genannt, wie das Zentrum es verlangt.</translation>
    </message>
    <message>
        <source>Memory for each node (only one memory flag may be given).</source>
        <translation>Speicher für jeden Knoten (nur eine Speicherangabe ist erlaubt).</translation>
    </message>
    <message>
        <source>Memory for each CPU core (only one memory flag may be given).</source>
        <translation>Speicher für jeden CPU-Kern (nur eine Speicherangabe ist erlaubt).</translation>
    </message>
    <message>
        <source>Time limit: %1. The job is stopped when it runs out.</source>
        <translation>Zeitlimit: %1. Der Job wird gestoppt, wenn es abgelaufen ist.</translation>
    </message>
    <message>
        <source>Charge the project %1.</source>
        <translation>Das Projekt %1 belasten.</translation>
    </message>
    <message>
        <source>Quality of service %1.</source>
        <translation>Quality of Service %1.</translation>
    </message>
    <message>
        <source>Write output and errors to this file (%j is the job id).</source>
        <translation>Ausgabe und Fehler in diese Datei schreiben (%j ist die Job-ID).</translation>
    </message>
    <message>
        <source>Write output to this file (%j is the job id).</source>
        <translation>Ausgabe in diese Datei schreiben (%j ist die Job-ID).</translation>
    </message>
    <message>
        <source>Write errors to this file.</source>
        <translation>Fehler in diese Datei schreiben.</translation>
    </message>
    <message>
        <source>Send e-mail to this address.</source>
        <translation>E-Mail an diese Adresse senden.</translation>
    </message>
    <message>
        <source>When to send e-mail.</source>
        <translation>Wann E-Mail gesendet wird.</translation>
    </message>
    <message>
        <source>Charge the project %1 (required).</source>
        <translation>Das Projekt %1 belasten (erforderlich).</translation>
    </message>
    <message>
        <source>Submit to the %1 queue.</source>
        <translation>An die Warteschlange %1 abschicken.</translation>
    </message>
    <message>
        <source>%1 whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation type="vanished">%1 ganze(r) Knoten; jeder mit all seinen GPUs (keine Zuteilung pro GPU).</translation>
    </message>
    <message>
        <source>Spread the nodes (%1).</source>
        <translation>Die Knoten verteilen (%1).</translation>
    </message>
    <message>
        <source>Time limit: %1 (required).</source>
        <translation>Zeitlimit: %1 (erforderlich).</translation>
    </message>
    <message>
        <source>The file systems the job needs (required).</source>
        <translation>Die Dateisysteme, die der Job braucht (erforderlich).</translation>
    </message>
    <message>
        <source>Mail when the job ends or aborts.</source>
        <translation>Mail, wenn der Job endet oder abbricht.</translation>
    </message>
    <message>
        <source>%1 node(s) for at most %2.</source>
        <translation type="vanished">%1 Knoten für höchstens %2.</translation>
    </message>
    <message>
        <source>The %1 queue, KNL memory in cache mode, quad clustering.</source>
        <translation>Die Warteschlange %1, KNL-Speicher im Cache-Modus, Quad-Clustering.</translation>
    </message>
    <message>
        <source>The job&apos;s number, without the server&apos;s name.</source>
        <translation>Die Nummer des Jobs, ohne den Namen des Servers.</translation>
    </message>
    <message>
        <source>TensorBoard inside the job is written for Slurm and PBS Pro clusters only; use TensorBoard on the login node instead (Plots → TensorBoard…).</source>
        <translation>TensorBoard im Job ist nur für Slurm- und PBS-Pro-Cluster geschrieben; verwenden Sie stattdessen TensorBoard auf dem Login-Knoten (Diagramme → TensorBoard …).</translation>
    </message>
    <message>
        <source>The folder your script writes event files to, made now so that TensorBoard can watch it from the start.</source>
        <translation>Der Ordner, in den Ihr Skript Event-Dateien schreibt, jetzt angelegt, damit TensorBoard ihn von Anfang an beobachten kann.</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 39999), so jobs sharing a node do not collide.</source>
        <translation type="vanished">Der Port von TensorBoard, aus der Job-ID (20000 bis 39999), damit Jobs auf einem gemeinsamen Knoten nicht kollidieren.</translation>
    </message>
    <message>
        <source>Start TensorBoard on this node in the background, as the centre&apos;s documentation shows. It has no password: other users of the cluster can reach this port. It ends with the job.</source>
        <translation>TensorBoard auf diesem Knoten im Hintergrund starten, wie es die Dokumentation des Zentrums zeigt. Es hat kein Passwort: Andere Nutzer des Clusters können diesen Port erreichen. Es endet mit dem Job.</translation>
    </message>
    <message>
        <source>The spec is for profile &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>Die Jobbeschreibung ist für das Profil „%1“, nicht für „%2“.</translation>
    </message>
    <message>
        <source>The spec names no profile, so the script is written for %1 (%2); add &quot;profile&quot;: &quot;ID&quot; to write it for a cluster (slipwayctl profiles lists them).</source>
        <translation>Die Jobbeschreibung nennt kein Profil, daher ist das Skript für %1 (%2) geschrieben; fügen Sie &quot;profile&quot;: &quot;ID&quot; hinzu, um es für einen Cluster zu schreiben (slipwayctl profiles führt sie auf).</translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so a sweep cannot run here as one job. Submit one run per value instead (one spec each), or use a Slurm or PBS Pro cluster.</source>
        <translation>Cobalt hat keine Job-Arrays, daher kann eine Parameterstudie hier nicht als ein Job laufen. Schicken Sie stattdessen einen Lauf pro Wert ab (je eine Jobbeschreibung) oder verwenden Sie einen Slurm- oder PBS-Pro-Cluster.</translation>
    </message>
    <message>
        <source>A sweep needs a batch scheduler; the local profile runs one script at a time.</source>
        <translation>Eine Parameterstudie braucht einen Batch-Scheduler; das lokale Profil führt ein Skript nach dem anderen aus.</translation>
    </message>
    <message>
        <source>Run the script with bash.</source>
        <translation>Das Skript mit bash ausführen.</translation>
    </message>
    <message>
        <source>Stop at the first command that fails, so the log ends at the real error.</source>
        <translation>Beim ersten fehlschlagenden Befehl anhalten, damit das Log beim eigentlichen Fehler endet.</translation>
    </message>
    <message>
        <source>PBS starts jobs in the home folder; go back to the folder the job was submitted from.</source>
        <translation>PBS startet Jobs im Home-Ordner; zurück in den Ordner wechseln, aus dem der Job abgeschickt wurde.</translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy.</source>
        <translation>Rechenknoten erreichen das Internet nur über den Proxy des Zentrums.</translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation>Ausgabedatei.</translation>
    </message>
    <message>
        <source>Error file.</source>
        <translation>Fehlerdatei.</translation>
    </message>
    <message>
        <source>Work in %1.</source>
        <translation>In %1 arbeiten.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)%1 on each node.</source>
        <translation>
            <numerusform>%n GPU%1 auf jedem Knoten.</numerusform>
            <numerusform>%n GPUs%1 auf jedem Knoten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s).</source>
        <translation>
            <numerusform>%n Knoten.</numerusform>
            <numerusform>%n Knoten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation>
            <numerusform>%n CPU-Kern für jeden Task (DataLoader-Worker, Threads).</numerusform>
            <numerusform>%n CPU-Kerne für jeden Task (DataLoader-Worker, Threads).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation>
            <numerusform>%n ganzer Knoten mit all seinen GPUs (keine Zuteilung pro GPU).</numerusform>
            <numerusform>%n ganze Knoten; jeder mit all seinen GPUs (keine Zuteilung pro GPU).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) for at most %1.</source>
        <translation>
            <numerusform>%n Knoten für höchstens %1.</numerusform>
            <numerusform>%n Knoten für höchstens %1.</numerusform>
        </translation>
    </message>
    <message>
        <source> Only GPUs of the model %1, as asked.</source>
        <translation> Nur GPUs des Modells %1, wie gewünscht.</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 31999, below the ports the node gives outgoing connections), so jobs sharing a node do not collide.</source>
        <translation>Der Port von TensorBoard, aus der Job-ID (20000 bis 31999, unterhalb der Ports, die der Knoten ausgehenden Verbindungen gibt), damit sich Jobs auf demselben Knoten nicht in die Quere kommen.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>%1 was written by a newer Slipway (settings version %2); it is left unchanged.</source>
        <translation>%1 wurde von einem neueren Slipway geschrieben (Einstellungsversion %2); die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Cannot write %1: permission denied.</source>
        <translation>%1 kann nicht geschrieben werden: keine Berechtigung.</translation>
    </message>
    <message>
        <source>Cannot read %1: the file is malformed.</source>
        <translation>%1 kann nicht gelesen werden: Die Datei ist fehlerhaft.</translation>
    </message>
</context>
<context>
    <name>slipway::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="vanished">Es wurden keine Module angefordert.</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="vanished"> (eine virtuelle Umgebung)</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="vanished">ohne CUDA gebaut: nur CPU</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="vanished">Laden Sie das PyTorch-Modul des Zentrums unter „Zu ladende Module“ (vor der Umgebung), oder nehmen Sie das pip-Paket torch unter „Pakete“ auf und richten Sie die Umgebung neu ein.</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="vanished">Nehmen Sie das PyTorch-Modul des Zentrums im Schritt „Umgebung“ unter „Zu ladende Module“ auf.</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="vanished">Keine GPU angefordert; der Job läuft auf CPUs.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="vanished">Verwenden Sie einen CUDA-Build von PyTorch: das PyTorch-Modul des Zentrums oder torch aus dem Wheelhouse des Zentrums statt eines reinen CPU-Builds.</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="vanished">Wählen Sie im Schritt „Ressourcen“ eine GPU-Partition, oder 0 GPUs pro Knoten für einen CPU-Job.</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="vanished">Lassen Sie „GPUs pro Knoten“ im Schritt „Ressourcen“ zu dem passen, was das Skript nutzt; sieht torch keine, laden Sie das CUDA-Modul, das das PyTorch des Zentrums braucht.</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="vanished">Laden Sie das Projekt hoch oder prüfen Sie den Pfad des „Trainingsskripts“.</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="vanished">Wählen Sie einen eigenen Arbeitsordner und Log-Ordner im Dateisystem der Rechenknoten (Projekt- oder Scratch-Bereich); manche Zentren machen das Home in Jobs schreibgeschützt.</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="vanished">Dort ist wenig Platz für Daten oder Checkpoints: Räumen Sie auf oder schreiben Sie in einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="vanished">Die Ranks wurden nicht getestet (torch ließ sich nicht importieren).</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="vanished">NCCL, auf den GPUs</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="vanished">gloo, auf den CPUs</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="vanished">ein Rank hat nicht geantwortet</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="vanished">Mit NCCL braucht jeder Rank eine eigene GPU (so viele GPUs pro Knoten wie Ranks pro Knoten) und die CUDA/NCCL-Module des Zentrums auf jedem Knoten; versuchen Sie das PyTorch-Modul des Zentrums und setzen Sie NCCL_DEBUG=INFO, um den Grund zu sehen.</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="vanished">Die Knoten müssen einander über das Netz erreichen: Behalten Sie den Starter, den Slipway schreibt (srun oder torchrun), und seine MASTER_ADDR/MASTER_PORT-Zeilen.</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="vanished">Die Prüfung hat begonnen, ist aber nicht fertig geworden; dem Job ging womöglich Zeit oder Speicher aus.</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="vanished">Sehen Sie sich das Log des Jobs an und versuchen Sie es mit mehr Zeit erneut.</translation>
    </message>
</context>
<context>
    <name>slipway::envsetup</name>
    <message>
        <source>No modules were asked for.</source>
        <translation>Es wurden keine Module angefordert.</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation> (eine virtuelle Umgebung)</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation>ohne CUDA gebaut: nur CPU</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation>Laden Sie das PyTorch-Modul des Zentrums unter „Zu ladende Module“ (vor der Umgebung), oder nehmen Sie das pip-Paket torch unter „Pakete“ auf und richten Sie die Umgebung neu ein.</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation>Nehmen Sie das PyTorch-Modul des Zentrums im Schritt „Umgebung“ unter „Zu ladende Module“ auf.</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation>Keine GPU angefordert; der Job läuft auf CPUs.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation>Verwenden Sie einen CUDA-Build von PyTorch: das PyTorch-Modul des Zentrums oder torch aus dem Wheelhouse des Zentrums statt eines reinen CPU-Builds.</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation>Wählen Sie im Schritt „Ressourcen“ eine GPU-Partition, oder 0 GPUs pro Knoten für einen CPU-Job.</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation>Lassen Sie „GPUs pro Knoten“ im Schritt „Ressourcen“ zu dem passen, was das Skript nutzt; sieht torch keine, laden Sie das CUDA-Modul, das das PyTorch des Zentrums braucht.</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation>Laden Sie das Projekt hoch oder prüfen Sie den Pfad des „Trainingsskripts“.</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation>Wählen Sie einen eigenen Arbeitsordner und Log-Ordner im Dateisystem der Rechenknoten (Projekt- oder Scratch-Bereich); manche Zentren machen das Home in Jobs schreibgeschützt.</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation>Dort ist wenig Platz für Daten oder Checkpoints: Räumen Sie auf oder schreiben Sie in einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation>Die Ranks wurden nicht getestet (torch ließ sich nicht importieren).</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation>NCCL, auf den GPUs</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation>gloo, auf den CPUs</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation>ein Rank hat nicht geantwortet</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation>Mit NCCL braucht jeder Rank eine eigene GPU (so viele GPUs pro Knoten wie Ranks pro Knoten) und die CUDA/NCCL-Module des Zentrums auf jedem Knoten; versuchen Sie das PyTorch-Modul des Zentrums und setzen Sie NCCL_DEBUG=INFO, um den Grund zu sehen.</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation>Die Knoten müssen einander über das Netz erreichen: Behalten Sie den Starter, den Slipway schreibt (srun oder torchrun), und seine MASTER_ADDR/MASTER_PORT-Zeilen.</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation>Die Prüfung hat begonnen, ist aber nicht fertig geworden; dem Job ging womöglich Zeit oder Speicher aus.</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation>Sehen Sie sich das Log des Jobs an und versuchen Sie es mit mehr Zeit erneut.</translation>
    </message>
</context>
<context>
    <name>slipway::envsetup::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="vanished">Es wurden keine Module angefordert.</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="vanished"> (eine virtuelle Umgebung)</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="vanished">ohne CUDA gebaut: nur CPU</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="vanished">Laden Sie das PyTorch-Modul des Zentrums unter „Zu ladende Module“ (vor der Umgebung), oder nehmen Sie das pip-Paket torch unter „Pakete“ auf und richten Sie die Umgebung neu ein.</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="vanished">Nehmen Sie das PyTorch-Modul des Zentrums im Schritt „Umgebung“ unter „Zu ladende Module“ auf.</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="vanished">Keine GPU angefordert; der Job läuft auf CPUs.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">keine</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="vanished">Verwenden Sie einen CUDA-Build von PyTorch: das PyTorch-Modul des Zentrums oder torch aus dem Wheelhouse des Zentrums statt eines reinen CPU-Builds.</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="vanished">Wählen Sie im Schritt „Ressourcen“ eine GPU-Partition, oder 0 GPUs pro Knoten für einen CPU-Job.</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="vanished">Lassen Sie „GPUs pro Knoten“ im Schritt „Ressourcen“ zu dem passen, was das Skript nutzt; sieht torch keine, laden Sie das CUDA-Modul, das das PyTorch des Zentrums braucht.</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="vanished">Laden Sie das Projekt hoch oder prüfen Sie den Pfad des „Trainingsskripts“.</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="vanished">Wählen Sie einen eigenen Arbeitsordner und Log-Ordner im Dateisystem der Rechenknoten (Projekt- oder Scratch-Bereich); manche Zentren machen das Home in Jobs schreibgeschützt.</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="vanished">Dort ist wenig Platz für Daten oder Checkpoints: Räumen Sie auf oder schreiben Sie in einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="vanished">Die Ranks wurden nicht getestet (torch ließ sich nicht importieren).</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="vanished">NCCL, auf den GPUs</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="vanished">gloo, auf den CPUs</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="vanished">ein Rank hat nicht geantwortet</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="vanished">Mit NCCL braucht jeder Rank eine eigene GPU (so viele GPUs pro Knoten wie Ranks pro Knoten) und die CUDA/NCCL-Module des Zentrums auf jedem Knoten; versuchen Sie das PyTorch-Modul des Zentrums und setzen Sie NCCL_DEBUG=INFO, um den Grund zu sehen.</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="vanished">Die Knoten müssen einander über das Netz erreichen: Behalten Sie den Starter, den Slipway schreibt (srun oder torchrun), und seine MASTER_ADDR/MASTER_PORT-Zeilen.</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="vanished">Die Prüfung hat begonnen, ist aber nicht fertig geworden; dem Job ging womöglich Zeit oder Speicher aus.</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="vanished">Sehen Sie sich das Log des Jobs an und versuchen Sie es mit mehr Zeit erneut.</translation>
    </message>
</context>
<context>
    <name>slipway::events::ComparisonTable</name>
    <message>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <source>%1 (last)</source>
        <translation>%1 (letzter)</translation>
    </message>
    <message>
        <source>%1 (min)</source>
        <translation>%1 (min)</translation>
    </message>
    <message>
        <source>%1 (max)</source>
        <translation>%1 (max)</translation>
    </message>
    <message>
        <source>Could not save the table to %1: %2</source>
        <translation>Die Tabelle konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
</context>
<context>
    <name>slipway::events::PlotModel</name>
    <message>
        <source>%1, at byte %2: %3</source>
        <translation>%1, bei Byte %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>slipway::remote::EventProgress</name>
    <message>
        <source>Stopped before the event files were read.</source>
        <translation>Angehalten, bevor die Event-Dateien gelesen wurden.</translation>
    </message>
</context>
<context>
    <name>slipway::remote::TensorBoardSession</name>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation>Die Verbindung zum Cluster wurde geschlossen.</translation>
    </message>
    <message>
        <source>Looking for the TensorBoard the job started (%1)…</source>
        <translation>TensorBoard, das der Job gestartet hat, wird gesucht (%1) …</translation>
    </message>
    <message>
        <source>Starting TensorBoard for %1 on %2…</source>
        <translation>TensorBoard für %1 wird auf %2 gestartet …</translation>
    </message>
    <message>
        <source>Reusing the TensorBoard already running for %1 (pid %2, port %3)…</source>
        <translation>Das bereits für %1 laufende TensorBoard wird weiterverwendet (PID %2, Port %3) …</translation>
    </message>
    <message>
        <source>Started TensorBoard for %1 (pid %2, port %3); waiting for it to answer…</source>
        <translation>TensorBoard für %1 gestartet (PID %2, Port %3); warte auf Antwort …</translation>
    </message>
    <message>
        <source>There is no folder %1 on %2.</source>
        <translation>Auf %2 gibt es keinen Ordner %1.</translation>
    </message>
    <message>
        <source>No permission to open the folder %1 on %2.</source>
        <translation>Keine Berechtigung, den Ordner %1 auf %2 zu öffnen.</translation>
    </message>
    <message>
        <source>The environment command &quot;%1&quot; failed on %2%3</source>
        <translation>Der Umgebungsbefehl „%1“ ist auf %2 gescheitert%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on %2. Give an environment command that provides it, e.g. &quot;module load TensorBoard&quot; or &quot;source ~/venv/bin/activate&quot;.</source>
        <translation>„%1“ wurde auf %2 nicht gefunden. Geben Sie einen Umgebungsbefehl an, der es bereitstellt, z. B. „module load TensorBoard“ oder „source ~/venv/bin/activate“.</translation>
    </message>
    <message>
        <source>No free port was found on %1.</source>
        <translation>Auf %1 wurde kein freier Port gefunden.</translation>
    </message>
    <message>
        <source>Starting TensorBoard on %1 failed (exit status %2)%3</source>
        <translation>Der Start von TensorBoard auf %1 ist gescheitert (Exit-Status %2)%3</translation>
    </message>
    <message>
        <source>Waiting for the job to start TensorBoard (%1 appears once the job runs)…</source>
        <translation>Warte darauf, dass der Job TensorBoard startet (%1 erscheint, sobald der Job läuft) …</translation>
    </message>
    <message>
        <source>The job has not started TensorBoard yet: %1 does not exist. It appears once the job runs; is the job still waiting in the queue?</source>
        <translation>Der Job hat TensorBoard noch nicht gestartet: %1 existiert nicht. Es erscheint, sobald der Job läuft; wartet der Job noch in der Warteschlange?</translation>
    </message>
    <message>
        <source>TensorBoard on %1, port %2, did not answer within %3 s; its output is in %4.log.</source>
        <translation>TensorBoard auf %1, Port %2, hat nicht innerhalb von %3 s geantwortet; seine Ausgabe steht in %4.log.</translation>
    </message>
    <message>
        <source>TensorBoard is starting on %1 (port %2)…</source>
        <translation>TensorBoard startet auf %1 (Port %2) …</translation>
    </message>
    <message>
        <source>TensorBoard stopped on its own%1</source>
        <translation>TensorBoard hat sich von selbst beendet%1</translation>
    </message>
    <message>
        <source>TensorBoard did not answer within %1 s.</source>
        <translation>TensorBoard hat nicht innerhalb von %1 s geantwortet.</translation>
    </message>
    <message>
        <source>Forwarding a local port to TensorBoard (port %1 on %2)…</source>
        <translation>Ein lokaler Port wird an TensorBoard weitergeleitet (Port %1 auf %2) …</translation>
    </message>
    <message>
        <source>The tunnel closed: the connection to the cluster ended.</source>
        <translation>Der Tunnel wurde geschlossen: Die Verbindung zum Cluster ist beendet.</translation>
    </message>
    <message>
        <source>TensorBoard is running for %1.</source>
        <translation>TensorBoard läuft für %1.</translation>
    </message>
    <message>
        <source>TensorBoard did not answer through the tunnel: %1</source>
        <translation>TensorBoard hat über den Tunnel nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>Stopping (waiting for the start command to answer)…</source>
        <translation>Wird gestoppt (warte auf Antwort des Startbefehls) …</translation>
    </message>
    <message>
        <source>Stopping TensorBoard (pid %1) on %2…</source>
        <translation>TensorBoard (PID %1) auf %2 wird gestoppt …</translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster failed: %1</source>
        <translation>Das Stoppen von TensorBoard auf dem Cluster ist gescheitert: %1</translation>
    </message>
    <message>
        <source>Tunnel closed; TensorBoard runs on %1 until the job ends.</source>
        <translation>Tunnel geschlossen; TensorBoard läuft auf %1 weiter, bis der Job endet.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message numerus="yes">
        <source>Tunnel closed; TensorBoard left running on the cluster (for up to %n hour(s) unless Slipway opens it again).</source>
        <translation>
            <numerusform>Tunnel geschlossen; TensorBoard läuft auf dem Cluster weiter (bis zu %n Stunde, sofern Slipway es nicht erneut öffnet).</numerusform>
            <numerusform>Tunnel geschlossen; TensorBoard läuft auf dem Cluster weiter (bis zu %n Stunden, sofern Slipway es nicht erneut öffnet).</numerusform>
        </translation>
    </message>
    <message>
        <source>Port %1 on %2 was taken by another program just before TensorBoard could use it; starting TensorBoard on another port…</source>
        <translation>Port %1 auf %2 wurde von einem anderen Programm belegt, kurz bevor TensorBoard ihn nutzen konnte; TensorBoard wird auf einem anderen Port gestartet…</translation>
    </message>
    <message numerus="yes">
        <source>TensorBoard could not use any of the %n free ports Slipway chose on %1: each was taken by another program before TensorBoard could use it. Try again in a minute.%2</source>
        <translation>
            <numerusform>TensorBoard konnte den %n freien Port, den Slipway auf %1 gewählt hat, nicht nutzen: Ein anderes Programm hat ihn belegt, bevor TensorBoard ihn nutzen konnte. Versuchen Sie es in einer Minute erneut.%2</numerusform>
            <numerusform>TensorBoard konnte keinen der %n freien Ports nutzen, die Slipway auf %1 gewählt hat: Jeder wurde von einem anderen Programm belegt, bevor TensorBoard ihn nutzen konnte. Versuchen Sie es in einer Minute erneut.%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ChartGrid</name>
    <message>
        <source>%1 Slipway keeps checking every %2 s, so the curves appear once the folder can be read (a job that has not started yet creates it later).</source>
        <translation>%1 Slipway prüft weiter alle %2 s, daher erscheinen die Kurven, sobald der Ordner lesbar ist (ein noch nicht gestarteter Job legt ihn später an).</translation>
    </message>
    <message>
        <source>No scalar values in this folder yet. Slipway checks for new data every %1 s, so curves appear as soon as the training script logs them.</source>
        <translation>In diesem Ordner gibt es noch keine Skalarwerte. Slipway prüft alle %1 s auf neue Daten, daher erscheinen Kurven, sobald das Trainingsskript sie protokolliert.</translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation>Ordner wird gelesen …</translation>
    </message>
    <message>
        <source>No tag is shown: the filter matches none of the %1 tags, or they are unticked.</source>
        <translation>Kein Tag wird angezeigt: Der Filter passt auf keines der %1 Tags, oder sie sind abgehakt.</translation>
    </message>
    <message>
        <source>Every run is hidden: tick a run in the list to see its curves.</source>
        <translation>Alle Läufe sind ausgeblendet: Haken Sie einen Lauf in der Liste an, um seine Kurven zu sehen.</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation>%1 Tags</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 tags; type a filter to see the others.</source>
        <translation>Die ersten %1 von %2 Tags werden angezeigt; geben Sie einen Filter ein, um die anderen zu sehen.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ClusterStep</name>
    <message>
        <source>Choose the cluster your job runs on. Slipway knows each cluster&apos;s rules (partitions, GPU limits, where environments may go) from its site profile.</source>
        <translation>Wählen Sie den Cluster, auf dem Ihr Job läuft. Slipway kennt die Regeln jedes Clusters (Partitionen, GPU-Grenzen, wo Umgebungen liegen dürfen) aus seinem Profil.</translation>
    </message>
    <message>
        <source> — retired</source>
        <translation> — außer Betrieb</translation>
    </message>
    <message>
        <source> — retired; use %1</source>
        <translation> — außer Betrieb; verwenden Sie %1</translation>
    </message>
    <message>
        <source>The login node, or an alias from your SSH config (Host lines).</source>
        <translation>Der Login-Knoten oder ein Alias aus Ihrer SSH-Konfiguration (Host-Zeilen).</translation>
    </message>
    <message>
        <source>Login host or SSH alias:</source>
        <translation>Login-Host oder SSH-Alias:</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>An OpenSSH config file that defines the alias; empty for your usual ~/.ssh/config.</source>
        <translation>Eine OpenSSH-Konfigurationsdatei, die den Alias definiert; leer für Ihre übliche ~/.ssh/config.</translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation>SSH-Konfigurationsdatei:</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Scheduler: %1</translation>
    </message>
    <message>
        <source>This cluster is retired%1. %2</source>
        <translation>Dieser Cluster ist außer Betrieb%1. %2</translation>
    </message>
    <message>
        <source> since %1</source>
        <translation> seit %1</translation>
    </message>
    <message>
        <source>Its successor: %1.</source>
        <translation>Sein Nachfolger: %1.</translation>
    </message>
    <message>
        <source>This computer has no scheduler: Slipway writes the script, and you run it yourself or use the Local page.</source>
        <translation>Dieser Computer hat keinen Scheduler: Slipway schreibt das Skript, und Sie führen es selbst aus oder verwenden die Seite „Lokal“.</translation>
    </message>
    <message>
        <source>The centre&apos;s documentation</source>
        <translation>Die Dokumentation des Zentrums</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ComparisonView</name>
    <message>
        <source>Filter runs, e.g. lr=0.01</source>
        <translation>Läufe filtern, z. B. lr=0.01</translation>
    </message>
    <message>
        <source>Shows the runs whose name or a parameter (written name=value) contains this text</source>
        <translation>Zeigt die Läufe, deren Name oder ein Parameter (geschrieben als name=wert) diesen Text enthält</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>alle Läufe</translation>
    </message>
    <message>
        <source> runs</source>
        <translation> Läufe</translation>
    </message>
    <message>
        <source>Only the first runs in the table&apos;s order: sort by a column, then keep the best ones</source>
        <translation>Nur die ersten Läufe in der Reihenfolge der Tabelle: Sortieren Sie nach einer Spalte und behalten Sie dann die besten</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>Einfärben nach</translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter get the same colour</source>
        <translation>Läufe mit demselben Wert dieses Parameters bekommen dieselbe Farbe</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>Gruppieren nach</translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter share a colour and a band: their mean ± standard deviation (for example across seeds)</source>
        <translation>Läufe mit demselben Wert dieses Parameters teilen Farbe und Band: ihr Mittelwert ± Standardabweichung (zum Beispiel über Seeds)</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Tabelle exportieren …</translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file</source>
        <translation>Die angezeigten Zeilen als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 Läufe</translation>
    </message>
    <message>
        <source>%1 of %2 runs shown</source>
        <translation>%1 von %2 Läufen angezeigt</translation>
    </message>
    <message>
        <source>Export the run table</source>
        <translation>Die Lauftabelle exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionEditDialog</name>
    <message>
        <source>Add a connection</source>
        <translation>Verbindung hinzufügen</translation>
    </message>
    <message>
        <source>Edit connection</source>
        <translation>Verbindung bearbeiten</translation>
    </message>
    <message>
        <source>My cluster</source>
        <translation>Mein Cluster</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>user@login.cluster.example.org:22</source>
        <translation>user@login.cluster.example.org:22</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse:</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519 (optional)</source>
        <translation>~/.ssh/id_ed25519 (optional)</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>Schlüsseldatei:</translation>
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation>Geben Sie der Verbindung einen Namen.</translation>
    </message>
    <message>
        <source>Enter the address, e.g. alice@login.cluster.example.org.</source>
        <translation>Geben Sie die Adresse ein, z. B. alice@login.cluster.example.org.</translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation>Die Schlüsseldatei %1 existiert nicht.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionsPage</name>
    <message>
        <source>&lt;b&gt;Clusters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Cluster&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen …</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten …</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>New run on this cluster…</source>
        <translation>Neuer Lauf auf diesem Cluster …</translation>
    </message>
    <message>
        <source>Start the New run wizard on this connection.</source>
        <translation>Den Assistenten „Neuer Lauf“ auf dieser Verbindung starten.</translation>
    </message>
    <message>
        <source>%1  (ssh config)</source>
        <translation>%1  (SSH-Konfiguration)</translation>
    </message>
    <message>
        <source>No clusters yet</source>
        <translation>Noch keine Cluster</translation>
    </message>
    <message>
        <source>Add one with “Add…”, or add a Host to ~/.ssh/config.</source>
        <translation>Fügen Sie einen mit „Hinzufügen …“ hinzu oder tragen Sie einen Host in ~/.ssh/config ein.</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation type="vanished"> über %1</translation>
    </message>
    <message>
        <source> — next: choose what to run here with “New run on this cluster”.</source>
        <translation type="vanished"> — weiter: Wählen Sie mit „Neuer Lauf auf diesem Cluster“, was hier laufen soll.</translation>
    </message>
    <message>
        <source>Server identity changed</source>
        <translation>Identität des Servers hat sich geändert</translation>
    </message>
    <message>
        <source>Slipway refused to connect to %1.</source>
        <translation>Slipway hat die Verbindung zu %1 verweigert.</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Cluster</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <extracomment>%1 is the address so far, %2 a jump host it goes through</extracomment>
        <translation>%1 über %2</translation>
    </message>
    <message>
        <source>%1 — next: choose what to run here with “New run on this cluster”.</source>
        <translation>%1 — weiter: Wählen Sie mit „Neuer Lauf auf diesem Cluster“, was hier laufen soll.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::DoctorPanel</name>
    <message>
        <source>&lt;b&gt;Environment doctor&lt;/b&gt;: a short job on the cluster checks the machine your training will use (modules, Python, torch and its CUDA build, GPUs, ranks working together, imports, folders, free space, CPUs).</source>
        <translation>&lt;b&gt;Umgebungsdoktor&lt;/b&gt;: Ein kurzer Job auf dem Cluster prüft die Maschine, die Ihr Training nutzen wird (Module, Python, torch und sein CUDA-Build, GPUs, Zusammenarbeit der Ranks, Imports, Ordner, freier Platz, CPUs).</translation>
    </message>
    <message>
        <source>Check this environment on the cluster</source>
        <translation>Diese Umgebung auf dem Cluster prüfen</translation>
    </message>
    <message>
        <source>Submits a short job (on the debug partition where one fits) with this recipe, these resources and this parallelism.</source>
        <translation>Schickt einen kurzen Job (auf der Debug-Partition, wo eine passt) mit diesem Rezept, diesen Ressourcen und dieser Parallelisierung ab.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancels the doctor job.</source>
        <translation>Bricht den Doktor-Job ab.</translation>
    </message>
    <message>
        <source>The doctor checks environments on clusters; this computer has no batch scheduler.</source>
        <translation>Der Doktor prüft Umgebungen auf Clustern; dieser Computer hat keinen Batch-Scheduler.</translation>
    </message>
    <message>
        <source>The doctor can check the environment once the job script has no errors.</source>
        <translation>Der Doktor kann die Umgebung prüfen, sobald das Jobskript keine Fehler hat.</translation>
    </message>
    <message>
        <source>Not checked on the cluster yet for this cluster, recipe and environment. The check takes a few minutes, most of it waiting in the queue.</source>
        <translation>Für diesen Cluster, dieses Rezept und diese Umgebung noch nicht auf dem Cluster geprüft. Die Prüfung dauert einige Minuten, die meiste Zeit davon Warten in der Warteschlange.</translation>
    </message>
    <message>
        <source>Checked on %1 (doctor job %2 on %3): everything the job needs works.</source>
        <translation>Geprüft am %1 (Doktor-Job %2 auf %3): Alles, was der Job braucht, funktioniert.</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message numerus="yes">
        <source>Checked on %1 (doctor job %2): %n problem(s) to fix, listed below.</source>
        <translation>
            <numerusform>Geprüft am %1 (Doktor-Job %2): %n Problem zu beheben, unten aufgeführt.</numerusform>
            <numerusform>Geprüft am %1 (Doktor-Job %2): %n Probleme zu beheben, unten aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The doctor could not finish: %1</source>
        <translation>Der Doktor konnte nicht fertig werden: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation>Verbinden Sie sich zuerst mit dem Cluster (Schritt „Cluster“).</translation>
    </message>
    <message>
        <source>Reading what the training script imports…</source>
        <translation>Es wird gelesen, was das Trainingsskript importiert …</translation>
    </message>
    <message>
        <source>Starting the doctor job %1…</source>
        <translation>Doktor-Job %1 wird gestartet …</translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation>Das Ergebnis konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Your project has changed since the check on %1 (doctor job %2): check it again, so the doctor job sees the code that will run.</source>
        <translation>Ihr Projekt hat sich seit der Prüfung am %1 geändert (Doktor-Job %2): Prüfen Sie es erneut, damit der Doktor-Job den Code sieht, der laufen wird.</translation>
    </message>
    <message>
        <source>Cancelled before anything was sent.</source>
        <translation>Abgebrochen, bevor etwas gesendet wurde.</translation>
    </message>
    <message>
        <source>The project was not sent, so the doctor did not run: %1</source>
        <translation>Das Projekt wurde nicht gesendet, daher lief der Doktor nicht: %1</translation>
    </message>
    <message>
        <source>Sending the project to the cluster for the doctor job…</source>
        <translation>Projekt wird für den Doktor-Job an den Cluster gesendet …</translation>
    </message>
    <message>
        <source>Cancelled: the project was sent, but the doctor did not run.</source>
        <translation>Abgebrochen: Das Projekt wurde gesendet, aber der Doktor lief nicht.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::DownloadDialog</name>
    <message>
        <source>Download to the cluster</source>
        <translation>Auf den Cluster herunterladen</translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster</source>
        <translation>Fashion-MNIST auf den Cluster holen</translation>
    </message>
    <message>
        <source>Give the address of a zip or tar.gz archive (as your centre&apos;s documentation hands out examples). It is unpacked into a new folder on the cluster.</source>
        <translation>Geben Sie die Adresse eines zip- oder tar.gz-Archivs an (so wie die Dokumentation Ihres Zentrums Beispiele verteilt). Es wird in einen neuen Ordner auf dem Cluster entpackt.</translation>
    </message>
    <message>
        <source>Fashion-MNIST: 70,000 small pictures of clothes in 10 classes (4 files, 30 MB). The examples train on it when their Arguments name its folder with --data.</source>
        <translation>Fashion-MNIST: 70.000 kleine Bilder von Kleidung in 10 Klassen (4 Dateien, 30 MB). Die Beispiele trainieren damit, wenn ihre Argumente den Ordner mit --data nennen.</translation>
    </message>
    <message>
        <source>optional: the SHA-256 the page gives</source>
        <translation>optional: die SHA-256, die die Seite angibt</translation>
    </message>
    <message>
        <source>Address (URL):</source>
        <translation>Adresse (URL):</translation>
    </message>
    <message>
        <source>Checksum:</source>
        <translation>Prüfsumme:</translation>
    </message>
    <message>
        <source>a folder on the cluster, e.g. ~/data/examples</source>
        <translation>ein Ordner auf dem Cluster, z. B. ~/data/examples</translation>
    </message>
    <message>
        <source>Folder on the cluster:</source>
        <translation>Ordner auf dem Cluster:</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node downloads it.</source>
        <translation>Der Login-Knoten des Clusters lädt es herunter.</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway uploads its own copy from this computer.</source>
        <translation>Der Login-Knoten des Clusters hat kein Internet: Slipway lädt seine eigene Kopie von diesem Computer hoch.</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway downloads it to this computer first, then uploads it.</source>
        <translation>Der Login-Knoten des Clusters hat kein Internet: Slipway lädt es zuerst auf diesen Computer herunter und dann hoch.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Download abbrechen</translation>
    </message>
    <message>
        <source>Folder on the cluster: choose where to put it.</source>
        <translation>Ordner auf dem Cluster: Wählen Sie, wohin es soll.</translation>
    </message>
    <message>
        <source>Address (URL): %1</source>
        <translation>Adresse (URL): %1</translation>
    </message>
    <message>
        <source>Checksum: %1</source>
        <translation>Prüfsumme: %1</translation>
    </message>
    <message>
        <source>Connect to the cluster first.</source>
        <translation>Verbinden Sie sich zuerst mit dem Cluster.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starte …</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was left on the cluster.</source>
        <translation>Abgebrochen. Auf dem Cluster ist nichts zurückgeblieben.</translation>
    </message>
    <message>
        <source>Already in %1 on the cluster (the checksums match).</source>
        <translation>Bereits in %1 auf dem Cluster (die Prüfsummen stimmen).</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) in %1 on the cluster, checked by checksum.</source>
        <translation>
            <numerusform>Fertig: %n Datei in %1 auf dem Cluster, per Prüfsumme geprüft.</numerusform>
            <numerusform>Fertig: %n Dateien in %1 auf dem Cluster, per Prüfsumme geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Download again</source>
        <translation>Erneut herunterladen</translation>
    </message>
</context>
<context>
    <name>slipway::ui::EnvironmentStep</name>
    <message>
        <source>Modules only</source>
        <translation>Nur Module</translation>
    </message>
    <message>
        <source>Module + your own venv</source>
        <translation>Modul + eigenes venv</translation>
    </message>
    <message>
        <source>Fresh venv per job from the site&apos;s ready-built packages</source>
        <translation>Frisches venv pro Job aus den fertig gebauten Paketen des Zentrums</translation>
    </message>
    <message>
        <source>Conda environment</source>
        <translation>Conda-Umgebung</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>Container-Image</translation>
    </message>
    <message>
        <source>Nothing (system Python)</source>
        <translation>Nichts (Python des Systems)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>e.g. PyTorch/1.13.1 (space-separated; pick from the list)</source>
        <translation>z. B. PyTorch/1.13.1 (durch Leerzeichen getrennt; aus der Liste wählen)</translation>
    </message>
    <message>
        <source>Modules to load:</source>
        <translation>Zu ladende Module:</translation>
    </message>
    <message>
        <source>Environment folder:</source>
        <translation>Umgebungsordner:</translation>
    </message>
    <message>
        <source>extra pip/conda packages, space-separated</source>
        <translation>zusätzliche pip/conda-Pakete, durch Leerzeichen getrennt</translation>
    </message>
    <message>
        <source>Packages:</source>
        <translation>Pakete:</translation>
    </message>
    <message>
        <source>Container image:</source>
        <translation>Container-Image:</translation>
    </message>
    <message>
        <source>What the cluster offers</source>
        <translation>Was der Cluster bietet</translation>
    </message>
    <message>
        <source>Search modules, conda environments, venvs…</source>
        <translation>Module, conda-Umgebungen, venvs suchen …</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Use selected</source>
        <translation>Auswahl verwenden</translation>
    </message>
    <message>
        <source>Other versions</source>
        <translation>Andere Versionen</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Erneut suchen</translation>
    </message>
    <message>
        <source>Check torch in this environment</source>
        <translation>torch in dieser Umgebung prüfen</translation>
    </message>
    <message>
        <source>Check torch</source>
        <translation>torch prüfen</translation>
    </message>
    <message>
        <source>Loads the environment on the login node and imports torch.</source>
        <translation>Lädt die Umgebung auf dem Login-Knoten und importiert torch.</translation>
    </message>
    <message>
        <source>One-time set-up on the login node</source>
        <translation>Einmalige Einrichtung auf dem Login-Knoten</translation>
    </message>
    <message>
        <source>Set up on the login node</source>
        <translation>Auf dem Login-Knoten einrichten</translation>
    </message>
    <message>
        <source>The set-up script&apos;s output appears here as it runs.</source>
        <translation>Die Ausgabe des Einrichtungsskripts erscheint hier, während es läuft.</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>Listing modules…</source>
        <translation>Module werden aufgelistet …</translation>
    </message>
    <message>
        <source>Looking for conda environments…</source>
        <translation>conda-Umgebungen werden gesucht …</translation>
    </message>
    <message>
        <source>Looking for venvs in your folders…</source>
        <translation>venvs in Ihren Ordnern werden gesucht …</translation>
    </message>
    <message>
        <source>Could not list %1: %2</source>
        <translation type="vanished">Fehler beim Auflisten von %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n gefunden</numerusform>
            <numerusform>%n gefunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped; %1 so far.</source>
        <translation>Gestoppt; bisher %1.</translation>
    </message>
    <message>
        <source>Could not</source>
        <translation type="vanished">Fehler</translation>
    </message>
    <message>
        <source>Done: %1 (modules: %2).</source>
        <translation>Fertig: %1 (Module: %2).</translation>
    </message>
    <message>
        <source>There is no connection: give a login host on the Cluster step.</source>
        <translation>Keine Verbindung: Geben Sie im Schritt „Cluster“ einen Login-Host an.</translation>
    </message>
    <message>
        <source>Asking for the versions of %1…</source>
        <translation>Versionen von %1 werden abgefragt …</translation>
    </message>
    <message>
        <source>The module system lists no versions of %1.</source>
        <translation>Das Modulsystem führt keine Versionen von %1.</translation>
    </message>
    <message>
        <source>Versions of %1: %2</source>
        <translation>Versionen von %1: %2</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Es besteht keine Verbindung zum Cluster.</translation>
    </message>
    <message>
        <source>Checking… (importing torch can take a while)</source>
        <translation>Prüfe … (torch zu importieren kann eine Weile dauern)</translation>
    </message>
    <message>
        <source>torch could not be imported: %1</source>
        <translation>torch konnte nicht importiert werden: %1</translation>
    </message>
    <message>
        <source>torch %1, built with CUDA %2.</source>
        <translation>torch %1, gebaut mit CUDA %2.</translation>
    </message>
    <message>
        <source>torch %1, built without CUDA: it runs on CPUs only, so GPUs would sit idle.</source>
        <translation>torch %1, ohne CUDA gebaut: Es läuft nur auf CPUs, GPUs blieben also untätig.</translation>
    </message>
    <message>
        <source>Running the set-up on the login node…</source>
        <translation>Einrichtung läuft auf dem Login-Knoten …</translation>
    </message>
    <message>
        <source>This environment needs no set-up.</source>
        <translation>Diese Umgebung braucht keine Einrichtung.</translation>
    </message>
    <message>
        <source>Environments found on the cluster</source>
        <translation>Auf dem Cluster gefundene Umgebungen</translation>
    </message>
    <message>
        <source>Could not list the modules: %1</source>
        <translation>Die Module konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Could not look for conda environments: %1</source>
        <translation>Nach conda-Umgebungen konnte nicht gesucht werden: %1</translation>
    </message>
    <message>
        <source>Could not look for venvs in your folders: %1</source>
        <translation>Nach venvs in Ihren Ordnern konnte nicht gesucht werden: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::FindingsView</name>
    <message>
        <source>Must be fixed before submitting</source>
        <translation>Muss vor dem Abschicken behoben werden</translation>
    </message>
    <message>
        <source>Advice (does not stop submission)</source>
        <translation>Hinweise (verhindern das Abschicken nicht)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::GuiPrompter</name>
    <message>
        <source>The remembered answer was refused, so Slipway removed it from the keychain. %1</source>
        <translation>Die gespeicherte Antwort wurde abgelehnt, daher hat Slipway sie aus dem Schlüsselbund entfernt. %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::HostKeyDialog</name>
    <message>
        <source>New server: check its fingerprint</source>
        <translation>Neuer Server: Prüfen Sie seinen Fingerabdruck</translation>
    </message>
    <message>
        <source>&lt;b&gt;Slipway has not connected to %1 before.&lt;/b&gt;&lt;br&gt;Before you trust it, compare the fingerprint below with the one your computing centre publishes (often on its &quot;SSH fingerprints&quot; documentation page). If they differ, do not connect.</source>
        <translation>&lt;b&gt;Slipway war noch nie mit %1 verbunden.&lt;/b&gt;&lt;br&gt;Bevor Sie ihm vertrauen, vergleichen Sie den Fingerabdruck unten mit dem, den Ihr Rechenzentrum veröffentlicht (oft auf einer Dokumentationsseite „SSH fingerprints“). Weichen sie ab, verbinden Sie sich nicht.</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>Schlüsseltyp:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Fingerabdruck:</translation>
    </message>
    <message>
        <source>Paste the published fingerprint to compare (optional)</source>
        <translation>Veröffentlichten Fingerabdruck zum Vergleich einfügen (optional)</translation>
    </message>
    <message>
        <source>Published:</source>
        <translation>Veröffentlicht:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Gespeichert in:</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>Vertrauen und verbinden</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>Nicht verbinden</translation>
    </message>
    <message>
        <source>✔ The fingerprints are identical.</source>
        <translation>✔ Die Fingerabdrücke sind identisch.</translation>
    </message>
    <message>
        <source>✘ The fingerprints differ: this may not be your cluster. Do not connect.</source>
        <translation>✘ Die Fingerabdrücke weichen ab: Das ist womöglich nicht Ihr Cluster. Verbinden Sie sich nicht.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LadderPanel</name>
    <message>
        <source>&lt;b&gt;Smoke ladder&lt;/b&gt;: your training script for a few steps, first on this computer, then in one short debug job, then with two ranks together when the run is distributed. Each step shows its result and time; untick one to skip it.</source>
        <translation>&lt;b&gt;Rauchtest-Leiter&lt;/b&gt;: Ihr Trainingsskript für einige Schritte, zuerst auf diesem Computer, dann in einem kurzen Debug-Job, dann mit zwei Ranks zusammen, wenn der Lauf verteilt ist. Jede Stufe zeigt ihr Ergebnis und ihre Zeit; entfernen Sie einen Haken, um sie zu überspringen.</translation>
    </message>
    <message>
        <source>Run the smoke ladder</source>
        <translation>Rauchtest-Leiter starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stops the script on this computer, or cancels the step&apos;s job.</source>
        <translation>Stoppt das Skript auf diesem Computer oder bricht den Job der Stufe ab.</translation>
    </message>
    <message>
        <source>Steps of the full run:</source>
        <translation>Schritte des vollen Laufs:</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>nicht angegeben</translation>
    </message>
    <message>
        <source>Use for the full run</source>
        <translation>Für den vollen Lauf nutzen</translation>
    </message>
    <message>
        <source>Puts the time limit and memory below on the Resources step.</source>
        <translation>Überträgt das Zeitlimit und den Speicher unten in den Schritt „Ressourcen“.</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Noch nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Only for runs distributed with DDP.</source>
        <translation>Nur für mit DDP verteilte Läufe.</translation>
    </message>
    <message>
        <source>The script is on the cluster, not on this computer.</source>
        <translation>Das Skript ist auf dem Cluster, nicht auf diesem Computer.</translation>
    </message>
    <message>
        <source>The ladder can run once the job script has no errors.</source>
        <translation>Die Leiter kann laufen, sobald das Jobskript keine Fehler hat.</translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation>Verbinden Sie sich zuerst mit dem Cluster (Schritt „Cluster“).</translation>
    </message>
    <message>
        <source>The project was not sent, so the ladder did not run: %1</source>
        <translation>Das Projekt wurde nicht gesendet, daher lief die Leiter nicht: %1</translation>
    </message>
    <message>
        <source>The ladder passed: your script runs here and on the cluster.</source>
        <translation type="vanished">Die Leiter ist bestanden: Ihr Skript läuft hier und auf dem Cluster.</translation>
    </message>
    <message>
        <source>The ladder stopped: see the steps below.</source>
        <translation>Die Leiter wurde angehalten: Siehe die Stufen unten.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1 — %2 (%3 s): %4</source>
        <translation>%1 — %2 (%3 s): %4</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>This computer has no batch scheduler, so there is no debug job to run; choose a cluster on the Cluster step.</source>
        <translation>Dieser Computer hat keinen Batch-Scheduler, daher gibt es keinen Debug-Job; wählen Sie im Schritt „Cluster“ einen Cluster.</translation>
    </message>
    <message>
        <source>Your script for a few steps here when this computer has a Python with torch (two ranks under torchrun for a DDP run); otherwise the LibTorch smoke test of the model exported as model.pt in the project folder.</source>
        <translation>Ihr Skript einige Schritte lang hier, wenn dieser Computer ein Python mit torch hat (zwei Ränge unter torchrun bei einem DDP-Lauf); sonst der LibTorch-Rauchtest des als model.pt im Projektordner exportierten Modells.</translation>
    </message>
    <message>
        <source>The ladder passed: every step that ran finished without an error.</source>
        <translation>Die Leiter ist bestanden: Jede Stufe, die lief, endete ohne Fehler.</translation>
    </message>
    <message>
        <source>Nothing ran: every step was skipped (the list below says why).</source>
        <translation>Nichts lief: Jeder Schritt wurde übersprungen (die Liste unten sagt, warum).</translation>
    </message>
    <message>
        <source>Cancelled: the project was sent, but the ladder did not run.</source>
        <translation>Abgebrochen: Das Projekt wurde gesendet, aber die Leiter lief nicht.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <extracomment>%1 is the name of a language in that language, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Sprache des Systems (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Slipway shows the new language the next time it starts. Job scripts and the commands they run stay in English, as schedulers and support staff expect.</source>
        <translation>Slipway zeigt die neue Sprache beim nächsten Start. Jobskripte und die Befehle, die sie ausführen, bleiben Englisch, wie Scheduler und Support-Personal es erwarten.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LocalPage</name>
    <message>
        <source>Local smoke test</source>
        <translation>Lokaler Rauchtest</translation>
    </message>
    <message>
        <source>Train your model for a few steps on this computer before the queue does: does forward work, does the loss fall, does every parameter get a gradient, how fast and how big is it, and what should you ask the cluster for?</source>
        <translation>Trainieren Sie Ihr Modell ein paar Schritte auf diesem Computer, bevor es die Warteschlange tut: Funktioniert forward, fällt der Loss, bekommt jeder Parameter einen Gradienten, wie schnell und wie groß ist es, und was sollten Sie beim Cluster anfordern?</translation>
    </message>
    <message>
        <source>LibTorch is opened when this page is first shown.</source>
        <translation>LibTorch wird geöffnet, wenn diese Seite zum ersten Mal angezeigt wird.</translation>
    </message>
    <message>
        <source>Check LibTorch again</source>
        <translation>LibTorch erneut prüfen</translation>
    </message>
    <message>
        <source>What to test</source>
        <translation>Was getestet wird</translation>
    </message>
    <message>
        <source>CNN on Fashion-MNIST (built-in)</source>
        <translation>CNN auf Fashion-MNIST (eingebaut)</translation>
    </message>
    <message>
        <source>The small CNN of PyTorch&apos;s MNIST example. With Data: Fashion-MNIST it learns to tell 10 kinds of clothing apart from Debian&apos;s dataset-fashion-mnist; with synthetic data it checks that training runs at all.</source>
        <translation>Das kleine CNN aus dem MNIST-Beispiel von PyTorch. Mit Daten: Fashion-MNIST lernt es, 10 Arten von Kleidung aus Debians dataset-fashion-mnist zu unterscheiden; mit synthetischen Daten prüft es, ob das Training überhaupt läuft.</translation>
    </message>
    <message>
        <source>MLP on Fashion-MNIST (built-in)</source>
        <translation>MLP auf Fashion-MNIST (eingebaut)</translation>
    </message>
    <message>
        <source>TorchScript file (.pt)</source>
        <translation>TorchScript-Datei (.pt)</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <source>saved with torch.jit.script or torch.jit.trace</source>
        <translation>gespeichert mit torch.jit.script oder torch.jit.trace</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen …</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>One sample, without the batch dimension: 1x28x28 for a grey 28x28 image, 3x224x224 for a colour one. Several inputs: separate them with commas.</source>
        <translation>Eine Probe, ohne die Batch-Dimension: 1x28x28 für ein graues 28x28-Bild, 3x224x224 für ein farbiges. Mehrere Eingaben: durch Kommas trennen.</translation>
    </message>
    <message>
        <source>&amp;Input shape:</source>
        <translation>&amp;Eingabeform:</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>Klassifikation</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>Regression</translation>
    </message>
    <message>
        <source> classes</source>
        <translation> Klassen</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Aufgabe:</translation>
    </message>
    <message>
        <source>Fashion-MNIST (installed)</source>
        <translation>Fashion-MNIST (installiert)</translation>
    </message>
    <message>
        <source>Fashion-MNIST (not installed)</source>
        <translation>Fashion-MNIST (nicht installiert)</translation>
    </message>
    <message>
        <source>Synthetic (random)</source>
        <translation>Synthetisch (zufällig)</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Daten:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>&amp;Batch-Größe:</translation>
    </message>
    <message>
        <source>Training steps on one fixed batch: a model that can learn at all over-fits it, so its loss must fall.</source>
        <translation>Trainingsschritte auf einem festen Batch: Ein Modell, das überhaupt lernen kann, passt sich ihm übermäßig an, also muss sein Loss fallen.</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>&amp;Schritte:</translation>
    </message>
    <message>
        <source>LibTorch default</source>
        <translation>LibTorch-Standard</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>T&amp;hreads:</translation>
    </message>
    <message>
        <source>&lt;b&gt;For the estimate of the real run&lt;/b&gt;</source>
        <translation>&lt;b&gt;Für die Schätzung des echten Laufs&lt;/b&gt;</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> Proben</translation>
    </message>
    <message>
        <source>Training set:</source>
        <translation>Trainingsmenge:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Epochen:</translation>
    </message>
    <message>
        <source>An assumption, not a measurement: how much faster one GPU is than the CPU threads measured here.</source>
        <translation>Eine Annahme, keine Messung: wie viel schneller eine GPU ist als die hier gemessenen CPU-Threads.</translation>
    </message>
    <message>
        <source>Assumed GPU speed-up:</source>
        <translation>GPU-Faktor (Annahme):</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose a model and press Run.</source>
        <translation>Wählen Sie ein Modell und klicken Sie auf „Ausführen“.</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Loss</translation>
    </message>
    <message>
        <source>The report appears here when the run ends.</source>
        <translation>Der Bericht erscheint hier, wenn der Lauf endet.</translation>
    </message>
    <message>
        <source>Fill these into a new run</source>
        <translation>In einen neuen Lauf übernehmen</translation>
    </message>
    <message>
        <source>Choose a TorchScript model</source>
        <translation>TorchScript-Modell wählen</translation>
    </message>
    <message>
        <source>TorchScript models (*.pt *.pth *.ptc *.zip);;All files (*)</source>
        <translation>TorchScript-Modelle (*.pt *.pth *.ptc *.zip);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose the model file first (Browse…), or pick a built-in model.</source>
        <translation>Wählen Sie zuerst die Modelldatei (Durchsuchen …) oder ein eingebautes Modell.</translation>
    </message>
    <message>
        <source>Fashion-MNIST is not installed (on Debian: apt install dataset-fashion-mnist). Choose synthetic data instead.</source>
        <translation>Fashion-MNIST ist nicht installiert (unter Debian: apt install dataset-fashion-mnist). Wählen Sie stattdessen synthetische Daten.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Starte …</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen …</translation>
    </message>
    <message>
        <source>Opening LibTorch…</source>
        <translation>LibTorch wird geöffnet …</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Modell wird geladen …</translation>
    </message>
    <message>
        <source>Checking forward() with the input shape…</source>
        <translation>forward() wird mit der Eingabeform geprüft …</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Training …</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Auswertung …</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>Training: Schritt %1 von %2, Loss %3</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>LibTorch is unavailable.</source>
        <translation>LibTorch ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>The smoke test found a problem: see the report.</source>
        <translation>Der Rauchtest hat ein Problem gefunden: siehe Bericht.</translation>
    </message>
    <message>
        <source>Passed: the model trains.</source>
        <translation>Bestanden: Das Modell trainiert.</translation>
    </message>
    <message>
        <source>Finished with problems: see the report.</source>
        <translation>Mit Problemen beendet: siehe Bericht.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested for a run on a cluster: the New run wizard&apos;s &lt;i&gt;Resources&lt;/i&gt; step gets&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vorschlag für einen Lauf auf einem Cluster: Der Schritt &lt;i&gt;Ressourcen&lt;/i&gt; des Assistenten „Neuer Lauf“ erhält&lt;/p&gt;</translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation>CPUs pro Task:</translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation>GPUs pro Knoten:</translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation>Speicher pro Knoten:</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <source>Self-check passed: %1.</source>
        <translation>Selbsttest bestanden: %1.</translation>
    </message>
    <message>
        <source>Self-check FAILED: %1.</source>
        <translation>Selbsttest FEHLGESCHLAGEN: %1.</translation>
    </message>
    <message>
        <source>Smoke test report</source>
        <translation>Rauchtest-Bericht</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LogView</name>
    <message>
        <source>Search the log</source>
        <translation>Im Log suchen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Mitlaufen</translation>
    </message>
    <message>
        <source>Keep the end of the log in view as it grows.</source>
        <translation>Das Ende des Logs im Blick behalten, während es wächst.</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>%1 ausführen</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This run was never submitted, so it has no log.</source>
        <translation>Dieser Lauf wurde nie abgeschickt, daher hat er kein Log.</translation>
    </message>
    <message>
        <source>The log&apos;s location is not known yet; it is filled in when the scheduler reports the job.</source>
        <translation>Wo das Log liegt, ist noch nicht bekannt; es wird eingetragen, sobald der Scheduler den Job meldet.</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>Log wird gelesen …</translation>
    </message>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation>Die Verbindung zu %1 ist geschlossen.</translation>
    </message>
    <message>
        <source>Could not read %1: %2 Trying again; nothing is lost.</source>
        <translation>%1 konnte nicht gelesen werden: %2 Neuer Versuch; nichts geht verloren.</translation>
    </message>
    <message>
        <source>[%1 was replaced; reading it from the start]</source>
        <translation>[%1 wurde ersetzt; wird von vorn gelesen]</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;Seen in line %3:&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;Gesehen in Zeile %3:&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Waiting for the job to start writing %1.</source>
        <translation>Warte darauf, dass der Job beginnt, %1 zu schreiben.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>The job wrote no log at %1.</source>
        <translation>Der Job hat kein Log unter %1 geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); following while the job runs.</source>
        <translation>
            <numerusform>%n Zeile; wird mitverfolgt, solange der Job läuft.</numerusform>
            <numerusform>%n Zeilen; wird mitverfolgt, solange der Job läuft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); the job has ended.</source>
        <translation>
            <numerusform>%n Zeile; der Job ist beendet.</numerusform>
            <numerusform>%n Zeilen; der Job ist beendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LoginPromptDialog</name>
    <message>
        <source>Key passphrase</source>
        <translation>Passphrase des Schlüssels</translation>
    </message>
    <message>
        <source>Enter the passphrase of your key &lt;b&gt;%1&lt;/b&gt; to log in to %2.</source>
        <translation>Geben Sie die Passphrase Ihres Schlüssels &lt;b&gt;%1&lt;/b&gt; ein, um sich bei %2 anzumelden.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Enter your password for &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Geben Sie Ihr Passwort für &lt;b&gt;%1&lt;/b&gt; ein.</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; fragt:</translation>
    </message>
    <message>
        <source>&lt;br&gt;(This is the jump host on the way to your cluster.)</source>
        <translation>&lt;br&gt;(Das ist der Sprung-Host auf dem Weg zu Ihrem Cluster.)</translation>
    </message>
    <message>
        <source>Remember in the system keychain</source>
        <translation>Im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <source>Kept by your operating system&apos;s keychain, never in Slipway&apos;s own files. Next time Slipway logs in without asking.</source>
        <translation>Vom Schlüsselbund Ihres Betriebssystems aufbewahrt, nie in Slipways eigenen Dateien. Beim nächsten Mal meldet sich Slipway ohne Nachfrage an.</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Anmelden</translation>
    </message>
</context>
<context>
    <name>slipway::ui::MainWindow</name>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Neuer Lauf</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Lokal</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Verbindungen</translation>
    </message>
    <message>
        <source>That run is no longer in the history.</source>
        <translation>Dieser Lauf ist nicht mehr im Verlauf.</translation>
    </message>
    <message>
        <source>This run has no working folder on a cluster to plot.</source>
        <translation>Dieser Lauf hat keinen Arbeitsordner auf einem Cluster, der sich darstellen ließe.</translation>
    </message>
    <message>
        <source>That run has no TensorBoard in its job.</source>
        <translation>Der Job dieses Laufs hat kein TensorBoard.</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>Laufverlauf</translation>
    </message>
    <message>
        <source>Cluster folder…</source>
        <translation>Cluster-Ordner …</translation>
    </message>
    <message>
        <source>Plot the event files of a folder on a cluster, live while the job writes them</source>
        <translation>Die Event-Dateien eines Ordners auf einem Cluster darstellen, live, während der Job sie schreibt</translation>
    </message>
    <message>
        <source>TensorBoard…</source>
        <translation>TensorBoard …</translation>
    </message>
    <message>
        <source>Start TensorBoard on a cluster&apos;s login node and open it here through a private tunnel</source>
        <translation>TensorBoard auf dem Login-Knoten eines Clusters starten und hier über einen privaten Tunnel öffnen</translation>
    </message>
    <message>
        <source>Copied new event data from the cluster.</source>
        <translation>Neue Event-Daten vom Cluster kopiert.</translation>
    </message>
    <message>
        <source>Copying event files from %1:%2 …</source>
        <translation>Event-Dateien werden von %1:%2 kopiert …</translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster before quitting…</source>
        <translation>TensorBoard auf dem Cluster wird vor dem Beenden gestoppt …</translation>
    </message>
    <message>
        <source>Language…</source>
        <translation>Sprache …</translation>
    </message>
    <message>
        <source>Choose the language of Slipway&apos;s windows</source>
        <translation>Die Sprache der Fenster von Slipway wählen</translation>
    </message>
    <message>
        <source>The language changes the next time Slipway starts.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Slipway.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Ctrl+1 to Ctrl+5 go straight to a page</source>
        <translation>Strg+1 bis Strg+5 springen direkt zu einer Seite</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>The app&apos;s colours: as the desktop has them, light or dark</source>
        <translation>Die Farben der App: wie die des Desktops, hell oder dunkel</translation>
    </message>
    <message>
        <source>Colours: follow system</source>
        <translation>Farben: wie das System</translation>
    </message>
    <message>
        <source>Colours: light</source>
        <translation>Farben: hell</translation>
    </message>
    <message>
        <source>Colours: dark</source>
        <translation>Farben: dunkel</translation>
    </message>
    <message>
        <source>Notifications…</source>
        <translation>Benachrichtigungen …</translation>
    </message>
    <message>
        <source>Choose what Slipway tells you about your jobs, and whether it keeps watching them when its window is closed</source>
        <translation>Wählen Sie, worüber Slipway Sie bei Ihren Jobs informiert und ob es sie weiter beobachtet, wenn sein Fenster geschlossen ist</translation>
    </message>
    <message>
        <source>Quit Slipway?</source>
        <translation>Slipway beenden?</translation>
    </message>
    <message>
        <source>This desktop has no system tray, so Slipway cannot keep watching your jobs with its window closed. If you quit, you get no notifications until you open Slipway again; your jobs keep running on the cluster.</source>
        <translation>Diese Arbeitsfläche hat keinen Infobereich, daher kann Slipway Ihre Jobs bei geschlossenem Fenster nicht weiter beobachten. Wenn Sie beenden, erhalten Sie keine Benachrichtigungen, bis Sie Slipway wieder öffnen; Ihre Jobs laufen auf dem Cluster weiter.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Keep the window open</source>
        <translation>Fenster offen lassen</translation>
    </message>
</context>
<context>
    <name>slipway::ui::NewRunPage</name>
    <message>
        <source>1 What</source>
        <translation>1 Was</translation>
    </message>
    <message>
        <source>2 Cluster</source>
        <translation>2 Cluster</translation>
    </message>
    <message>
        <source>3 Environment</source>
        <translation>3 Umgebung</translation>
    </message>
    <message>
        <source>4 Resources</source>
        <translation>4 Ressourcen</translation>
    </message>
    <message>
        <source>5 Parallelism</source>
        <translation>5 Parallelisierung</translation>
    </message>
    <message>
        <source>6 Review</source>
        <translation>6 Prüfen</translation>
    </message>
    <message>
        <source>7 Submit</source>
        <translation>7 Abschicken</translation>
    </message>
    <message>
        <source>Go to this step</source>
        <translation>Zu diesem Schritt</translation>
    </message>
    <message>
        <source>Quick first look on the login node</source>
        <translation>Kurzer erster Blick auf dem Login-Knoten</translation>
    </message>
    <message>
        <source>Loads the environment on the login node and looks for what your training script imports. The login node may differ from the compute nodes; the environment doctor on the Review step checks in a real job.</source>
        <translation>Lädt die Umgebung auf dem Login-Knoten und sucht, was Ihr Trainingsskript importiert. Der Login-Knoten kann sich von den Rechenknoten unterscheiden; der Umgebungsdoktor im Schritt „Prüfen“ prüft in einem echten Job.</translation>
    </message>
    <message>
        <source>Set it up now</source>
        <translation>Jetzt einrichten</translation>
    </message>
    <message>
        <source>Runs the environment&apos;s one-time set-up on the login node (the same as on the Environment step), then checks again.</source>
        <translation>Führt die einmalige Einrichtung der Umgebung auf dem Login-Knoten aus (wie im Schritt „Umgebung“) und prüft dann erneut.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the set-up</source>
        <translation>Einrichtung abbrechen</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Abschicken</translation>
    </message>
    <message>
        <source>Stop sending</source>
        <translation>Senden stoppen</translation>
    </message>
    <message>
        <source>Stops sending the project; nothing is submitted. What already arrived is kept, so the next submission sends only the rest.</source>
        <translation>Stoppt das Senden des Projekts; nichts wird abgeschickt. Was schon angekommen ist, bleibt erhalten, sodass das nächste Abschicken nur den Rest sendet.</translation>
    </message>
    <message>
        <source>Slipway checks the environment on the login node (nothing is uploaded when that finds a problem), sends your project, records the run, uploads the script to a new folder of its own in slipway-runs/ in the working folder, asks the scheduler for a dry run where it has one, then submits. A submission cannot be stopped half-way; cancel the job on the Runs page.</source>
        <translation>Slipway prüft die Umgebung auf dem Login-Knoten (findet es ein Problem, wird nichts hochgeladen), sendet Ihr Projekt, zeichnet den Lauf auf, lädt das Skript in einen neuen eigenen Ordner in slipway-runs/ im Arbeitsordner hoch, bittet den Scheduler um einen Probelauf, wo er einen hat, und schickt dann ab. Ein Abschicken lässt sich nicht mittendrin stoppen; brechen Sie den Job auf der Seite „Läufe“ ab.</translation>
    </message>
    <message>
        <source>What do you want to run?</source>
        <translation>Was möchten Sie ausführen?</translation>
    </message>
    <message>
        <source>Where does the job run?</source>
        <translation>Wo läuft der Job?</translation>
    </message>
    <message>
        <source>Which Python and torch?</source>
        <translation>Welches Python und torch?</translation>
    </message>
    <message>
        <source>What does the job need?</source>
        <translation>Was braucht der Job?</translation>
    </message>
    <message>
        <source>How is the work spread?</source>
        <translation>Wie wird die Arbeit verteilt?</translation>
    </message>
    <message>
        <source>The job script</source>
        <translation>Das Jobskript</translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="vanished">Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="vanished">Weiter</translation>
    </message>
    <message>
        <source>Setting up the environment on the login node: %1</source>
        <translation>Umgebung wird auf dem Login-Knoten eingerichtet: %1</translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation>Die Einrichtung wurde nicht fertig: %1</translation>
    </message>
    <message>
        <source>Choose your cluster on the step &quot;Where does the job run?&quot; first, then come back here.</source>
        <translation>Wählen Sie zuerst im Schritt „Wo läuft der Job?“ Ihren Cluster und kommen Sie dann hierher zurück.</translation>
    </message>
    <message>
        <source>Give the login host or SSH alias on the Cluster step.</source>
        <translation>Geben Sie im Schritt „Cluster“ den Login-Host oder SSH-Alias an.</translation>
    </message>
    <message>
        <source>There are no SSH connections in this window.</source>
        <translation>In diesem Fenster gibt es keine SSH-Verbindungen.</translation>
    </message>
    <message>
        <source>On %1 the login node is not the machine your job uses: %2 Only this check counts; “Quick first look on the login node” on the Submit page cannot see it.</source>
        <translation>Auf %1 ist der Login-Knoten nicht die Maschine, die Ihr Job nutzt: %2 Nur diese Prüfung zählt; „Kurzer erster Blick auf dem Login-Knoten“ auf der Seite „Abschicken“ kann es nicht sehen.</translation>
    </message>
    <message>
        <source>Choose a cluster first.</source>
        <translation>Wählen Sie zuerst einen Cluster.</translation>
    </message>
    <message>
        <source>%1 has no scheduler: copy the script from the Review step and run it with bash, or use the Local page.</source>
        <translation>%1 hat keinen Scheduler: Kopieren Sie das Skript aus dem Schritt „Prüfen“ und führen Sie es mit bash aus, oder verwenden Sie die Seite „Lokal“.</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>Wird abgeschickt …</translation>
    </message>
    <message>
        <source>Fix the problems listed above first.</source>
        <translation>Beheben Sie zuerst die oben aufgeführten Probleme.</translation>
    </message>
    <message>
        <source>Choose the folder and its training script on the What step.</source>
        <translation>Wählen Sie im Schritt „Was“ den Ordner und sein Trainingsskript.</translation>
    </message>
    <message>
        <source>The run history cannot be written, so nothing can be submitted.</source>
        <translation>Der Laufverlauf kann nicht geschrieben werden, daher kann nichts abgeschickt werden.</translation>
    </message>
    <message>
        <source>Your choices changed since the last check on the cluster; it runs again when you submit.</source>
        <translation>Ihre Auswahl hat sich seit der letzten Prüfung auf dem Cluster geändert; sie läuft beim Abschicken erneut.</translation>
    </message>
    <message>
        <source>Quick first look again (login node)</source>
        <translation>Erneut kurz nachsehen (Login-Knoten)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>No problems found in your choices. The environment is checked on the login node before anything is uploaded.</source>
        <translation>Keine Probleme in Ihrer Auswahl gefunden. Die Umgebung wird auf dem Login-Knoten geprüft, bevor etwas hochgeladen wird.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6 node(s), %7 GPU(s) per node, %8 CPU(s) per task, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; über &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 auf Partition %5: %6 Knoten, %7 GPU(s) pro Knoten, %8 CPU(s) pro Task, Speicher %9, Zeit %10. Umgebung: %11.&lt;/p&gt;%12</translation>
    </message>
    <message>
        <source> (config %1)</source>
        <translation> (Konfiguration %1)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(Standard)</translation>
    </message>
    <message>
        <source>site default</source>
        <translation>Standard des Zentrums</translation>
    </message>
    <message>
        <source> per CPU</source>
        <translation type="vanished"> pro CPU</translation>
    </message>
    <message>
        <source>Check cancelled; nothing was uploaded or submitted.</source>
        <translation>Prüfung abgebrochen; nichts wurde hochgeladen oder abgeschickt.</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Prüfung abgebrochen.</translation>
    </message>
    <message>
        <source>There is no cluster to check on.</source>
        <translation>Es gibt keinen Cluster, auf dem geprüft werden könnte.</translation>
    </message>
    <message>
        <source>Checking the environment on the login node…</source>
        <translation>Umgebung wird auf dem Login-Knoten geprüft …</translation>
    </message>
    <message>
        <source>This environment is made inside each job, so your script&apos;s imports are checked only when the job runs.</source>
        <translation>Diese Umgebung entsteht in jedem Job neu, daher werden die Imports Ihres Skripts erst geprüft, wenn der Job läuft.</translation>
    </message>
    <message>
        <source>The check could not run on the login node.</source>
        <translation>Die Prüfung konnte auf dem Login-Knoten nicht laufen.</translation>
    </message>
    <message>
        <source>The check on the login node found problems (listed above).</source>
        <translation>Die Prüfung auf dem Login-Knoten hat Probleme gefunden (oben aufgeführt).</translation>
    </message>
    <message>
        <source>Checked on the login node: the environment loads and has what your script imports.</source>
        <translation>Auf dem Login-Knoten geprüft: Die Umgebung lädt und hat, was Ihr Skript importiert.</translation>
    </message>
    <message>
        <source>fix the problems listed above first. Nothing was uploaded.</source>
        <translation>Beheben Sie zuerst die oben aufgeführten Probleme. Nichts wurde hochgeladen.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>Die Verbindung zum Cluster ist weg.</translation>
    </message>
    <message>
        <source>Setting up the environment on the login node…</source>
        <translation>Umgebung wird auf dem Login-Knoten eingerichtet …</translation>
    </message>
    <message>
        <source>Reading the project folder…</source>
        <translation>Projektordner wird gelesen …</translation>
    </message>
    <message>
        <source>Sending was stopped before anything was sent; nothing was submitted.</source>
        <translation>Senden wurde gestoppt, bevor etwas gesendet wurde; nichts wurde abgeschickt.</translation>
    </message>
    <message>
        <source>Sending was stopped; nothing was submitted. What already arrived on the cluster is kept, so the next submission sends only the rest.</source>
        <translation>Senden wurde gestoppt; nichts wurde abgeschickt. Was schon auf dem Cluster angekommen ist, bleibt erhalten, sodass das nächste Abschicken nur den Rest sendet.</translation>
    </message>
    <message>
        <source>The project was not sent: %1</source>
        <translation>Das Projekt wurde nicht gesendet: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt …</translation>
    </message>
    <message>
        <source>Recording the run, uploading the script and asking the scheduler…</source>
        <translation>Lauf wird aufgezeichnet, Skript hochgeladen und der Scheduler gefragt …</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>Not submitted: %1</source>
        <translation>Nicht abgeschickt: %1</translation>
    </message>
    <message>
        <source>Submit another run</source>
        <translation>Weiteren Lauf abschicken</translation>
    </message>
    <message>
        <source>Resources from the smoke ladder: %1</source>
        <translation>Ressourcen aus der Rauchtest-Leiter: %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Parameterstudie: %1</translation>
    </message>
    <message>
        <source>Sweep over %1: %2 The parameters go to params.tsv in the run&apos;s folder; each task reads its row and runs the script with them added.</source>
        <translation>Parameterstudie über %1: %2 Die Parameter kommen in params.tsv im Ordner des Laufs; jeder Task liest seine Zeile und führt das Skript mit ihnen zusätzlich aus.</translation>
    </message>
    <message>
        <source>The sweep on the Parallelism step: %1</source>
        <translation>Die Parameterstudie im Schritt „Parallelisierung“: %1</translation>
    </message>
    <message>
        <source>Quick first look only: the login node is not the machine your job uses, so what it found does not count. Only the environment doctor on the Review step checks the machine your job uses.</source>
        <translation>Nur ein schneller erster Blick: Der Login-Knoten ist nicht die Maschine, die Ihr Job nutzt, daher zählt sein Ergebnis nicht. Nur der Umgebungsdoktor im Schritt „Prüfen“ prüft die Maschine, die Ihr Job nutzt.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6, %7, %8, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <extracomment>%6 is &quot;2 nodes&quot;, %7 &quot;1 GPU per node&quot;, %8 &quot;4 CPUs per task&quot;</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; über &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 auf Partition %5: %6, %7, %8, Speicher %9, Zeit %10. Umgebung: %11.&lt;/p&gt;%12</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>%n GPU pro Knoten</numerusform>
            <numerusform>%n GPUs pro Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>%n CPU pro Task</numerusform>
            <numerusform>%n CPUs pro Task</numerusform>
        </translation>
    </message>
    <message>
        <source>your choices changed while the project was checked and uploaded. Submit again to use them.</source>
        <translation>Ihre Auswahl hat sich geändert, während das Projekt geprüft und hochgeladen wurde. Reichen Sie erneut ein, um sie zu verwenden.</translation>
    </message>
    <message>
        <source>%1 per CPU</source>
        <translation>%1 pro CPU</translation>
    </message>
</context>
<context>
    <name>slipway::ui::NotificationDialog</name>
    <message>
        <source>Notifications and monitoring</source>
        <translation>Benachrichtigungen und Überwachung</translation>
    </message>
    <message>
        <source>Tell me on the desktop when a job…</source>
        <translation>Auf dem Desktop melden, wenn ein Job…</translation>
    </message>
    <message>
        <source>&amp;starts running</source>
        <translation>zu laufen &amp;beginnt</translation>
    </message>
    <message>
        <source>&amp;ends</source>
        <translation>&amp;endet</translation>
    </message>
    <message>
        <source>&amp;fails (with the reason and the last lines of its log)</source>
        <translation>&amp;fehlschlägt (mit dem Grund und den letzten Zeilen seines Protokolls)</translation>
    </message>
    <message>
        <source>will &amp;not finish before its time limit at its current pace</source>
        <translation>bei seinem jetzigen Tempo &amp;nicht vor seinem Zeitlimit fertig wird</translation>
    </message>
    <message>
        <source>leaves its &amp;GPUs idle</source>
        <translation>seine &amp;GPUs ungenutzt lässt</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>Ungenutzte GPUs</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>A GPU counts as idle below:</source>
        <translation>Eine GPU gilt als ungenutzt unter:</translation>
    </message>
    <message>
        <source>Warn when every GPU has been idle for:</source>
        <translation>Warnen, wenn alle GPUs so lange ungenutzt sind:</translation>
    </message>
    <message>
        <source>&amp;Cancel such a job without asking me</source>
        <translation>Einen solchen Job ohne Rückfrage &amp;abbrechen</translation>
    </message>
    <message>
        <source>Careful: a job that is only loading data or waiting for its first batch looks idle too. Slipway will cancel it, and whatever it has not saved is lost. Leave this off unless your jobs write checkpoints.</source>
        <translation>Vorsicht: Ein Job, der nur Daten lädt oder auf seinen ersten Batch wartet, sieht ebenfalls ungenutzt aus. Slipway bricht ihn ab, und alles, was er nicht gespeichert hat, geht verloren. Lassen Sie dies aus, wenn Ihre Jobs keine Checkpoints schreiben.</translation>
    </message>
    <message>
        <source>When the window is closed</source>
        <translation>Wenn das Fenster geschlossen ist</translation>
    </message>
    <message>
        <source>&amp;Keep watching my jobs from the system tray</source>
        <translation>Meine Jobs im &amp;Infobereich weiter beobachten</translation>
    </message>
    <message>
        <source>This desktop has no system tray, so Slipway cannot stay open without its window. With this on, closing the window asks whether to quit; once Slipway quits, it stops watching.</source>
        <translation>Diese Arbeitsfläche hat keinen Infobereich, daher kann Slipway ohne sein Fenster nicht offen bleiben. Ist dies an, fragt das Schließen des Fensters, ob Slipway beendet werden soll; danach beobachtet es nichts mehr.</translation>
    </message>
    <message>
        <source>Closing the window leaves Slipway in the system tray, where it keeps asking the clusters about your jobs and tells you what happens. Choose Quit in the tray icon&apos;s menu to stop it.</source>
        <translation>Nach dem Schließen des Fensters bleibt Slipway im Infobereich, fragt die Cluster weiter nach Ihren Jobs und meldet, was geschieht. Wählen Sie Beenden im Menü des Symbols, um es zu stoppen.</translation>
    </message>
    <message>
        <source>Closing the window quits Slipway; it stops watching until you open it again.</source>
        <translation>Das Schließen des Fensters beendet Slipway; es beobachtet nichts mehr, bis Sie es wieder öffnen.</translation>
    </message>
    <message>
        <source>Your choices could not be saved: %1</source>
        <translation>Ihre Auswahl konnte nicht gespeichert werden: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ParallelismStep</name>
    <message>
        <source>One process on one CPU core. Right for a first test and for small models.</source>
        <translation>Ein Prozess auf einem CPU-Kern. Richtig für einen ersten Test und für kleine Modelle.</translation>
    </message>
    <message>
        <source>One process that uses several CPU cores: torch&apos;s intra-op threads and OMP_NUM_THREADS are set to the CPUs per task. Good for small models, which often train as fast on CPUs as on a GPU.</source>
        <translation>Ein Prozess, der mehrere CPU-Kerne nutzt: torchs Threads innerhalb der Operationen und OMP_NUM_THREADS werden auf die CPUs pro Task gesetzt. Gut für kleine Modelle, die auf CPUs oft so schnell trainieren wie auf einer GPU.</translation>
    </message>
    <message>
        <source>One process on one GPU. Your script moves the model and data to &apos;cuda&apos;.</source>
        <translation>Ein Prozess auf einer GPU. Ihr Skript verschiebt Modell und Daten nach &apos;cuda&apos;.</translation>
    </message>
    <message>
        <source>torch.nn.DataParallel: one process drives all GPUs of one node. Easy to add to a script, but slower than DDP; one node only.</source>
        <translation>torch.nn.DataParallel: Ein Prozess steuert alle GPUs eines Knotens. Leicht in ein Skript einzubauen, aber langsamer als DDP; nur ein Knoten.</translation>
    </message>
    <message>
        <source>DistributedDataParallel started by srun: one process (task) per GPU, so tasks per node = GPUs per node. Slurm sets RANK, LOCAL_RANK and WORLD_SIZE; MASTER_ADDR is the first node. The usual way to use several GPUs or nodes.</source>
        <translation>DistributedDataParallel, gestartet von srun: ein Prozess (Task) pro GPU, also Tasks pro Knoten = GPUs pro Knoten. Slurm setzt RANK, LOCAL_RANK und WORLD_SIZE; MASTER_ADDR ist der erste Knoten. Der übliche Weg, mehrere GPUs oder Knoten zu nutzen.</translation>
    </message>
    <message>
        <source>DistributedDataParallel started by torchrun: one task per node, and torchrun starts one process per GPU on it (--nproc-per-node), meeting on the first node (c10d rendezvous).</source>
        <translation>DistributedDataParallel, gestartet von torchrun: ein Task pro Knoten, und torchrun startet darauf einen Prozess pro GPU (--nproc-per-node), Treffpunkt auf dem ersten Knoten (c10d-Rendezvous).</translation>
    </message>
    <message>
        <source>Horovod: one process per GPU, started by the site&apos;s MPI launcher. Only if your script already uses Horovod.</source>
        <translation>Horovod: ein Prozess pro GPU, gestartet vom MPI-Starter des Zentrums. Nur, wenn Ihr Skript schon Horovod nutzt.</translation>
    </message>
    <message>
        <source>The model is split over the GPUs of one node, in one process. Only for models too big for one GPU: plain model parallelism gives no speed-up.</source>
        <translation>Das Modell wird in einem Prozess auf die GPUs eines Knotens aufgeteilt. Nur für Modelle, die für eine GPU zu groß sind: Einfache Modellparallelität bringt keine Beschleunigung.</translation>
    </message>
    <message>
        <source>Pipeline parallelism: the model&apos;s stages on different GPUs with micro-batches, in one process. For very large models.</source>
        <translation>Pipeline-Parallelität: die Stufen des Modells auf verschiedenen GPUs mit Micro-Batches, in einem Prozess. Für sehr große Modelle.</translation>
    </message>
    <message>
        <source>One CPU</source>
        <translation>Eine CPU</translation>
    </message>
    <message>
        <source>Several CPUs (threads)</source>
        <translation>Mehrere CPUs (Threads)</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>Eine GPU</translation>
    </message>
    <message>
        <source>DataParallel (GPUs of one node)</source>
        <translation>DataParallel (GPUs eines Knotens)</translation>
    </message>
    <message>
        <source>DDP, started by srun</source>
        <translation>DDP, gestartet von srun</translation>
    </message>
    <message>
        <source>DDP, started by torchrun</source>
        <translation>DDP, gestartet von torchrun</translation>
    </message>
    <message>
        <source>Horovod</source>
        <translation>Horovod</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>Modellparallel</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Pipeline</translation>
    </message>
    <message>
        <source>How the work is spread:</source>
        <translation>Verteilung der Arbeit:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Tasks per node:</source>
        <translation>Tasks pro Knoten:</translation>
    </message>
    <message numerus="yes">
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation type="vanished">
            <numerusform>Ein Task ist ein Prozess, den Slurm (oder der Starter des Zentrums) auf jedem Knoten startet. Für DDP über srun muss er gleich den GPUs pro Knoten sein, ein Prozess pro GPU; für torchrun ist er 1, und torchrun startet die GPU-Prozesse selbst. „Automatisch“ ermittelt ihn aus der Wahl oben: jetzt %n Task pro Knoten.</numerusform>
            <numerusform>Ein Task ist ein Prozess, den Slurm (oder der Starter des Zentrums) auf jedem Knoten startet. Für DDP über srun muss er gleich den GPUs pro Knoten sein, ein Prozess pro GPU; für torchrun ist er 1, und torchrun startet die GPU-Prozesse selbst. „Automatisch“ ermittelt ihn aus der Wahl oben: jetzt %n Tasks pro Knoten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself.</source>
        <translation>Ein Task ist ein Prozess, den Slurm (oder der Starter des Zentrums) auf jedem Knoten startet. Für DDP über srun muss er gleich den GPUs pro Knoten sein, ein Prozess pro GPU; für torchrun ist er 1, und torchrun startet die GPU-Prozesse selbst.</translation>
    </message>
    <message numerus="yes">
        <source>Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation>
            <numerusform>„Automatisch“ ermittelt ihn aus der Wahl oben: jetzt %n Task pro Knoten.</numerusform>
            <numerusform>„Automatisch“ ermittelt ihn aus der Wahl oben: jetzt %n Tasks pro Knoten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic works it out once the sweep below is accepted.</source>
        <translation>„Automatisch“ ermittelt ihn, sobald die Parameterstudie unten angenommen ist.</translation>
    </message>
    <message>
        <source>Automatic works it out once the problems listed below are fixed.</source>
        <translation>„Automatisch“ ermittelt ihn, sobald die unten aufgeführten Probleme behoben sind.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotControls</name>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>Untick a run to hide it</source>
        <translation>Haken Sie einen Lauf ab, um ihn auszublenden</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Tags</translation>
    </message>
    <message>
        <source>Filter tags (regular expression), e.g. loss|acc</source>
        <translation>Tags filtern (regulärer Ausdruck), z. B. loss|acc</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Glättung</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing (a debiased exponential moving average); the raw curve stays as a faded shadow</source>
        <translation>Die Glättung von TensorBoard (ein entzerrter exponentieller gleitender Mittelwert); die Rohkurve bleibt als blasser Schatten</translation>
    </message>
    <message>
        <source>TensorBoard (EMA)</source>
        <translation>TensorBoard (EMA)</translation>
    </message>
    <message>
        <source>Time-weighted EMA</source>
        <translation>Zeitgewichteter EMA</translation>
    </message>
    <message>
        <source>Centred average</source>
        <translation>Zentrierter Mittelwert</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing: the same curve you see in TensorBoard</source>
        <translation>Die Glättung von TensorBoard: dieselbe Kurve, die Sie in TensorBoard sehen</translation>
    </message>
    <message>
        <source>Decays with the distance along the x axis, so runs that log at uneven intervals smooth alike</source>
        <translation>Klingt mit dem Abstand entlang der x-Achse ab, sodass Läufe mit ungleichmäßigen Protokollabständen gleich geglättet werden</translation>
    </message>
    <message>
        <source>The mean of a window centred on each point: no lag behind the raw curve</source>
        <translation>Der Mittelwert eines Fensters um jeden Punkt: kein Nachhinken hinter der Rohkurve</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>X-Achse</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>Relative Zeit</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>Logarithmic y axis</source>
        <translation>Logarithmische y-Achse</translation>
    </message>
    <message>
        <source>Values at or below zero are left out on a log scale</source>
        <translation>Werte bei oder unter null fallen auf einer logarithmischen Skala weg</translation>
    </message>
    <message>
        <source>All tags in one chart</source>
        <translation>Alle Tags in einem Diagramm</translation>
    </message>
    <message>
        <source>Draw every shown tag in one chart instead of one chart per tag</source>
        <translation>Jedes angezeigte Tag in einem Diagramm zeichnen statt einem Diagramm pro Tag</translation>
    </message>
    <message>
        <source>Band: mean ± std across runs</source>
        <translation>Band: Mittelwert ± Standardabweichung über Läufe</translation>
    </message>
    <message>
        <source>Needs two or more visible runs of a tag</source>
        <translation>Braucht zwei oder mehr sichtbare Läufe eines Tags</translation>
    </message>
    <message>
        <source>Band: min to max across runs</source>
        <translation>Band: Minimum bis Maximum über Läufe</translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom (over an axis: that axis only), double-click to fit.</source>
        <translation>Ziehen zum Verschieben, Mausrad zum Zoomen (über einer Achse: nur diese Achse), Doppelklick zum Einpassen.</translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 (at character %2). The last valid filter still applies.</source>
        <translation>Kein gültiger regulärer Ausdruck: %1 (bei Zeichen %2). Der letzte gültige Filter gilt weiter.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotsPage</name>
    <message>
        <source>No training curves yet</source>
        <translation>Noch keine Trainingskurven</translation>
    </message>
    <message>
        <source>Open the folder your training script logs to, the one given to SummaryWriter(log_dir=…) or to &quot;tensorboard --logdir&quot; (often &quot;runs&quot; or &quot;lightning_logs&quot;). Every folder inside it that holds event files is shown as one run, and the curves grow while the job is still writing.</source>
        <translation>Öffnen Sie den Ordner, in den Ihr Trainingsskript protokolliert, den an SummaryWriter(log_dir=…) oder an &quot;tensorboard --logdir&quot; übergebenen (oft &quot;runs&quot; oder &quot;lightning_logs&quot;). Jeder Ordner darin, der Event-Dateien enthält, wird als ein Lauf gezeigt, und die Kurven wachsen, während der Job noch schreibt.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ordner öffnen …</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Choose a TensorBoard log folder on this computer</source>
        <translation>Einen TensorBoard-Log-Ordner auf diesem Computer wählen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Picture (PNG)…</source>
        <translation>Bild (PNG) …</translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation>Dokument (PDF) …</translation>
    </message>
    <message>
        <source>Data, raw and smoothed (CSV)…</source>
        <translation>Daten, roh und geglättet (CSV) …</translation>
    </message>
    <message>
        <source>Open a TensorBoard log folder</source>
        <translation>Einen TensorBoard-Log-Ordner öffnen</translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation>Die Diagramme exportieren</translation>
    </message>
    <message>
        <source> files (*.%1)</source>
        <translation type="vanished"> Dateien (*.%1)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1: %2 scalar tags, %L3 points</source>
        <translation>%1: %2 Skalar-Tags, %L3 Punkte</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lese …</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="vanished">1 Lauf</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="vanished">%1 Läufe</translation>
    </message>
    <message>
        <source>1 tag</source>
        <translation type="vanished">1 Tag</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation type="vanished">%1 Tags</translation>
    </message>
    <message>
        <source>%L1 points</source>
        <translation type="vanished">%L1 Punkte</translation>
    </message>
    <message>
        <source>live</source>
        <translation>live</translation>
    </message>
    <message>
        <source>The folder is checked for new data every %1 s.</source>
        <translation>Der Ordner wird alle %1 s auf neue Daten geprüft.</translation>
    </message>
    <message>
        <source>Some records could not be read and were skipped; every good point is shown.</source>
        <translation>Einige Einträge konnten nicht gelesen werden und wurden übersprungen; jeder gute Punkt wird angezeigt.</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>… und %1 weitere.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Lauf</numerusform>
            <numerusform>%n Läufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tags</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln Punkt</numerusform>
            <numerusform>%Ln Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Ordner: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ProjectStep</name>
    <message>
        <source>An example from the gallery</source>
        <translation>Ein Beispiel aus der Galerie</translation>
    </message>
    <message>
        <source>A folder on this computer</source>
        <translation>Ein Ordner auf diesem Computer</translation>
    </message>
    <message>
        <source>A script that is already on the cluster</source>
        <translation>Ein Skript, das schon auf dem Cluster liegt</translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster…</source>
        <translation>Fashion-MNIST auf den Cluster holen …</translation>
    </message>
    <message>
        <source>Without it the example trains on synthetic pictures.</source>
        <translation>Ohne es trainiert das Beispiel auf synthetischen Bildern.</translation>
    </message>
    <message>
        <source>the folder with your training code</source>
        <translation>der Ordner mit Ihrem Trainingscode</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation>Trainingsskript:</translation>
    </message>
    <message>
        <source>--epochs 10 --lr 0.01</source>
        <translation>--epochs 10 --lr 0.01</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>A file larger than this stops the upload with a message that names it. Data sets and checkpoints belong in your scratch or workspace folder, not in the project.</source>
        <translation>Eine größere Datei stoppt das Hochladen mit einer Meldung, die sie nennt. Datensätze und Checkpoints gehören in Ihren Scratch- oder Workspace-Ordner, nicht ins Projekt.</translation>
    </message>
    <message>
        <source>Largest file to send:</source>
        <translation>Größte zu sendende Datei:</translation>
    </message>
    <message>
        <source>Send only what git has committed</source>
        <translation>Nur senden, was in git committet ist</translation>
    </message>
    <message>
        <source>For a git working tree: send the last commit, so the run records exactly which code ran. Uncommitted changes are left out, and Slipway says how many there are.</source>
        <translation>Für ein git-Arbeitsverzeichnis: den letzten Commit senden, damit der Lauf genau festhält, welcher Code lief. Nicht committete Änderungen bleiben außen vor, und Slipway sagt, wie viele es sind.</translation>
    </message>
    <message>
        <source>The folder is sent to the cluster when you submit: only files that changed since the last time, without what .gitignore or .slipwayignore leave out and without files over the size above (data sets and checkpoints belong in your scratch or workspace folder).</source>
        <translation>Der Ordner wird beim Abschicken an den Cluster gesendet: nur Dateien, die sich seit dem letzten Mal geändert haben, ohne das, was .gitignore oder .slipwayignore auslassen, und ohne Dateien über der Größe oben (Datensätze und Checkpoints gehören in Ihren Scratch- oder Workspace-Ordner).</translation>
    </message>
    <message>
        <source>Download to the cluster…</source>
        <translation>Auf den Cluster herunterladen …</translation>
    </message>
    <message>
        <source>Put an archive (zip, tar.gz) from a web address into a folder on the cluster</source>
        <translation>Ein Archiv (zip, tar.gz) von einer Webadresse in einen Ordner auf dem Cluster legen</translation>
    </message>
    <message>
        <source>The folder with your training code</source>
        <translation>Der Ordner mit Ihrem Trainingscode</translation>
    </message>
    <message>
        <source>No Python files in this folder.</source>
        <translation>Keine Python-Dateien in diesem Ordner.</translation>
    </message>
    <message numerus="yes">
        <source>%n Python file(s).</source>
        <translation>
            <numerusform>%n Python-Datei.</numerusform>
            <numerusform>%n Python-Dateien.</numerusform>
        </translation>
    </message>
    <message>
        <source>On the cluster in %1; the example reads it (--data).</source>
        <translation>Auf dem Cluster in %1; das Beispiel liest es (--data).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4 node(s), %5 GPU(s) per node, %6 CPU(s) per task, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelisierung:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Braucht:&lt;/b&gt; %4 Knoten, %5 GPU(s) pro Knoten, %6 CPU(s) pro Task, %7 Speicher, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Daten:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Schreibt TensorBoard-Event-Dateien nach &lt;tt&gt;%10/&lt;/tt&gt; und einen Checkpoint, von dem es fortsetzt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>There is no folder %1.</source>
        <translation>Es gibt keinen Ordner %1.</translation>
    </message>
    <message>
        <source>Looking for Python files…</source>
        <translation>Suche nach Python-Dateien …</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>About the chosen example</source>
        <translation>Über das gewählte Beispiel</translation>
    </message>
    <message>
        <source>Project folder</source>
        <translation>Projektordner</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4, %5, %6, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <extracomment>%4 is &quot;2 nodes&quot;, %5 &quot;1 GPU per node&quot;, %6 &quot;4 CPUs per task&quot;</extracomment>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelisierung:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Braucht:&lt;/b&gt; %4, %5, %6, %7 Speicher, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Daten:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Schreibt TensorBoard-Event-Dateien nach &lt;tt&gt;%10/&lt;/tt&gt; und einen Checkpoint, von dem es fortsetzt.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>%n GPU pro Knoten</numerusform>
            <numerusform>%n GPUs pro Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>%n CPU pro Task</numerusform>
            <numerusform>%n CPUs pro Task</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::RemoteFolderDialog</name>
    <message>
        <source>Plot a folder on a cluster</source>
        <translation>Einen Ordner auf einem Cluster darstellen</translation>
    </message>
    <message>
        <source>Slipway copies the TensorBoard event files of this folder (and its sub-folders) to this computer, fetching only what is new, and keeps the plots up to date while the job writes.</source>
        <translation>Slipway kopiert die TensorBoard-Event-Dateien dieses Ordners (und seiner Unterordner) auf diesen Computer, holt nur Neues und hält die Diagramme aktuell, während der Job schreibt.</translation>
    </message>
    <message>
        <source>An alias from your SSH config, or user@host:port.</source>
        <translation>Ein Alias aus Ihrer SSH-Konfiguration oder user@host:port.</translation>
    </message>
    <message>
        <source>/home/you/project/runs  or  ~/project/runs</source>
        <translation>/home/you/project/runs  oder  ~/project/runs</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>&amp;Cluster:</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>&amp;Log-Ordner:</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Darstellen</translation>
    </message>
    <message>
        <source>Choose the cluster.</source>
        <translation>Wählen Sie den Cluster.</translation>
    </message>
    <message>
        <source>Type the folder your training script writes its event files to.</source>
        <translation>Geben Sie den Ordner ein, in den Ihr Trainingsskript seine Event-Dateien schreibt.</translation>
    </message>
    <message>
        <source>A folder name cannot contain a line break.</source>
        <translation>Ein Ordnername darf keinen Zeilenumbruch enthalten.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResourcesStep</name>
    <message>
        <source>What to run</source>
        <translation>Was ausgeführt wird</translation>
    </message>
    <message>
        <source>What to ask the scheduler for</source>
        <translation>Was beim Scheduler angefordert wird</translation>
    </message>
    <message>
        <source>The Python file on the cluster, relative to the working folder. It must already be there.</source>
        <translation>Die Python-Datei auf dem Cluster, relativ zum Arbeitsordner. Sie muss schon dort liegen.</translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation>Trainingsskript:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces (--epochs 10).</source>
        <translation type="vanished">An das Skript übergeben, an Leerzeichen getrennt (--epochs 10).</translation>
    </message>
    <message>
        <source>your home folder</source>
        <translation>Ihr Home-Ordner</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Arbeitsordner:</translation>
    </message>
    <message>
        <source>Where the job starts and its log goes.</source>
        <translation>Wo der Job startet und sein Log landet.</translation>
    </message>
    <message>
        <source>anywhere under the working folder</source>
        <translation>irgendwo unter dem Arbeitsordner</translation>
    </message>
    <message>
        <source>TensorBoard logs:</source>
        <translation>TensorBoard-Logs:</translation>
    </message>
    <message>
        <source>Where your script writes event files, relative to the working folder (SummaryWriter() uses runs). Plots on the Runs page shows this folder.</source>
        <translation>Wohin Ihr Skript Event-Dateien schreibt, relativ zum Arbeitsordner (SummaryWriter() verwendet runs). „Diagramme“ auf der Seite „Läufe“ zeigt diesen Ordner.</translation>
    </message>
    <message>
        <source>Start TensorBoard in the job</source>
        <translation>TensorBoard im Job starten</translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard</source>
        <translation>z. B. module load TensorBoard</translation>
    </message>
    <message>
        <source>On the job&apos;s node, for the logs folder, as the centres recommend; Runs → TensorBoard forwards it to your computer while the job runs.</source>
        <translation>Auf dem Knoten des Jobs, für den Log-Ordner, wie es die Zentren empfehlen; „Läufe → TensorBoard“ leitet es an Ihren Computer weiter, während der Job läuft.</translation>
    </message>
    <message>
        <source>TensorBoard from:</source>
        <translation>TensorBoard aus:</translation>
    </message>
    <message>
        <source>A command that makes tensorboard available in the job, if the environment lacks it.</source>
        <translation>Ein Befehl, der tensorboard im Job verfügbar macht, falls die Umgebung es nicht hat.</translation>
    </message>
    <message>
        <source>Job name:</source>
        <translation>Jobname:</translation>
    </message>
    <message>
        <source>How the job shows in the queue.</source>
        <translation>Wie der Job in der Warteschlange erscheint.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partition:</translation>
    </message>
    <message>
        <source>The group of nodes the job runs on: GPU nodes, CPU nodes, or a short debug queue.</source>
        <translation>Die Gruppe von Knoten, auf der der Job läuft: GPU-Knoten, CPU-Knoten oder eine kurze Debug-Warteschlange.</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Knoten:</translation>
    </message>
    <message>
        <source>Whole computers. Start with 1; more only for distributed training.</source>
        <translation>Ganze Computer. Beginnen Sie mit 1; mehr nur für verteiltes Training.</translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation>GPUs pro Knoten:</translation>
    </message>
    <message>
        <source>0 runs on CPUs. A small model is often faster on CPUs.</source>
        <translation>0 läuft auf CPUs. Ein kleines Modell ist auf CPUs oft schneller.</translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation>CPUs pro Task:</translation>
    </message>
    <message>
        <source>CPU cores for each process; also the DataLoader&apos;s num_workers.</source>
        <translation>CPU-Kerne für jeden Prozess; auch num_workers des DataLoaders.</translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation>Speicher pro Knoten:</translation>
    </message>
    <message>
        <source>With a unit: 8G, 32000M. Empty takes the site&apos;s default.</source>
        <translation>Mit Einheit: 8G, 32000M. Leer nimmt den Standard des Zentrums.</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <source>HH:MM:SS or D-HH:MM:SS. The job is stopped when it runs out; shorter jobs usually start sooner.</source>
        <translation>HH:MM:SS oder D-HH:MM:SS. Der Job wird gestoppt, wenn die Zeit abgelaufen ist; kürzere Jobs starten meist früher.</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Konto:</translation>
    </message>
    <message>
        <source>The project the time is billed to.</source>
        <translation>Das Projekt, dem die Zeit berechnet wird.</translation>
    </message>
    <message>
        <source>Chosen in step 1 (What). Slipway copies it to the cluster with the rest of the project when you submit.</source>
        <translation>Gewählt in Schritt 1 (Was). Slipway kopiert es beim Abschicken mit dem Rest des Projekts auf den Cluster.</translation>
    </message>
    <message>
        <source>Resume after a requeue</source>
        <translation>Nach erneutem Einreihen fortsetzen</translation>
    </message>
    <message>
        <source>If the cluster stops the job (time limit, preemption, a failed node), it is queued again and your script is told the newest checkpoint in checkpoints/ (SLIPWAY_RESUME_FROM). Your script must save checkpoints there; the examples show how.</source>
        <translation>Stoppt der Cluster den Job (Zeitlimit, Verdrängung, ein ausgefallener Knoten), wird er erneut eingereiht, und Ihr Skript erfährt den neuesten Checkpoint in checkpoints/ (SLIPWAY_RESUME_FROM). Ihr Skript muss dort Checkpoints speichern; die Beispiele zeigen, wie.</translation>
    </message>
    <message>
        <source>for GPU jobs</source>
        <translation>für GPU-Jobs</translation>
    </message>
    <message>
        <source>for CPU jobs</source>
        <translation>für CPU-Jobs</translation>
    </message>
    <message>
        <source>for short tests</source>
        <translation>für kurze Tests</translation>
    </message>
    <message>
        <source>for interactive work</source>
        <translation>für interaktive Arbeit</translation>
    </message>
    <message>
        <source>jobs may be stopped early</source>
        <extracomment>a partition whose jobs may be stopped to make room for others</extracomment>
        <translation>Jobs können vorzeitig gestoppt werden</translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces; quote a value with spaces (--epochs 10 --name &quot;my run&quot;).</source>
        <translation>An das Skript übergeben, an Leerzeichen getrennt; setzen Sie einen Wert mit Leerzeichen in Anführungszeichen (--epochs 10 --name &quot;my run&quot;).</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResultsDialog</name>
    <message>
        <source>Download results of %1</source>
        <translation>Ergebnisse von %1 herunterladen</translation>
    </message>
    <message>
        <source>Copies the files this run wrote on the cluster (checkpoints, CSV files, plots, event files, logs) into a folder on this computer. Your project&apos;s own files are left out. Downloading again later only brings what is new or has grown.</source>
        <translation>Kopiert die Dateien, die dieser Lauf auf dem Cluster geschrieben hat (Checkpoints, CSV-Dateien, Diagramme, Event-Dateien, Logs), in einen Ordner auf diesem Computer. Die eigenen Dateien Ihres Projekts bleiben außen vor. Ein späteres erneutes Herunterladen holt nur, was neu oder gewachsen ist.</translation>
    </message>
    <message>
        <source>From the cluster:</source>
        <translation>Vom Cluster:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen …</translation>
    </message>
    <message>
        <source>To this folder:</source>
        <translation>In diesen Ordner:</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>This run never reached the cluster, so it has no results there.</source>
        <translation>Dieser Lauf hat den Cluster nie erreicht, daher hat er dort keine Ergebnisse.</translation>
    </message>
    <message>
        <source>Download the results into</source>
        <translation>Die Ergebnisse herunterladen nach</translation>
    </message>
    <message>
        <source>Say which folder on this computer the results go to.</source>
        <translation>Geben Sie an, in welchen Ordner auf diesem Computer die Ergebnisse sollen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a full path. Give the whole path of the folder, for example %2.</source>
        <translation>„%1“ ist kein vollständiger Pfad. Geben Sie den ganzen Pfad des Ordners an, zum Beispiel %2.</translation>
    </message>
    <message>
        <source>The connection to %1 is gone. Close this window and try again.</source>
        <translation>Die Verbindung zu %1 ist weg. Schließen Sie dieses Fenster und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Looking at the run&apos;s folder on %1…</source>
        <translation>Ordner des Laufs auf %1 wird angesehen …</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt …</translation>
    </message>
    <message numerus="yes">
        <source>Up to date: the %n result file(s) here match the cluster; nothing was downloaded.</source>
        <translation>
            <numerusform>Aktuell: Die %n Ergebnisdatei hier stimmt mit dem Cluster überein; nichts wurde heruntergeladen.</numerusform>
            <numerusform>Aktuell: Die %n Ergebnisdateien hier stimmen mit dem Cluster überein; nichts wurde heruntergeladen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: %1 of %2 result files brought here (%3 new, %4 grown by their new part only), %5 received.</source>
        <translation>Fertig: %1 von %2 Ergebnisdateien hierher geholt (%3 neu, %4 nur um ihren neuen Teil gewachsen), %5 empfangen.</translation>
    </message>
    <message>
        <source>Stopped. What was complete is kept; downloading again carries on from there.</source>
        <translation>Gestoppt. Was vollständig war, bleibt erhalten; erneutes Herunterladen macht dort weiter.</translation>
    </message>
    <message>
        <source>The download did not finish: %1</source>
        <translation>Der Download wurde nicht fertig: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ReviewStep</name>
    <message>
        <source>This is the job script Slipway will submit. Each line is explained on the right. You can edit a line by double-clicking it; edits are checked as you type.</source>
        <translation>Dies ist das Jobskript, das Slipway abschicken wird. Jede Zeile wird rechts erklärt. Sie können eine Zeile per Doppelklick bearbeiten; Änderungen werden beim Tippen geprüft.</translation>
    </message>
    <message>
        <source>Script line</source>
        <translation>Skriptzeile</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Was sie tut</translation>
    </message>
    <message>
        <source>Back to the generated script</source>
        <translation>Zurück zum erzeugten Skript</translation>
    </message>
    <message>
        <source>(edited) </source>
        <translation type="vanished">(bearbeitet) </translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation>Das Skript ist leer.</translation>
    </message>
    <message>
        <source>The first line must say which shell runs the script, e.g. #!/bin/bash.</source>
        <translation>Die erste Zeile muss sagen, welche Shell das Skript ausführt, z. B. #!/bin/bash.</translation>
    </message>
    <message>
        <source>Line %1 (%2) comes after the first command, so the scheduler ignores it. Move it up with the other %3 lines.</source>
        <translation>Zeile %1 (%2) steht nach dem ersten Befehl, daher ignoriert der Scheduler sie. Verschieben Sie sie nach oben zu den anderen %3-Zeilen.</translation>
    </message>
    <message>
        <source>Line %1 has an unmatched double quote.</source>
        <translation>Zeile %1 hat ein Anführungszeichen ohne Gegenstück.</translation>
    </message>
    <message>
        <source>The script has no command to run.</source>
        <translation>Das Skript hat keinen Befehl, der ausgeführt wird.</translation>
    </message>
    <message>
        <source>You edited the script; the edited text is submitted.</source>
        <translation>Sie haben das Skript bearbeitet; der bearbeitete Text wird abgeschickt.</translation>
    </message>
    <message>
        <source>Generated by Slipway from your choices.</source>
        <translation>Von Slipway aus Ihrer Auswahl erzeugt.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edits could not be kept, because the line it changed is no longer generated: %1</source>
        <translation>
            <numerusform>%n Ihrer Änderungen konnte nicht übernommen werden, weil die geänderte Zeile nicht mehr erzeugt wird: %1</numerusform>
            <numerusform>%n Ihrer Änderungen konnten nicht übernommen werden, weil die geänderten Zeilen nicht mehr erzeugt werden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Job script</source>
        <translation>Jobskript</translation>
    </message>
    <message>
        <source>Each line of the script beside what it does; the lines can be edited</source>
        <translation>Jede Zeile des Skripts neben dem, was sie tut; die Zeilen sind bearbeitbar</translation>
    </message>
    <message>
        <source>(edited) %1</source>
        <translation>(bearbeitet) %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunTableModel</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>Started %1, ended %2 (ran %3).</source>
        <translation>Gestartet %1, beendet %2 (lief %3).</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 (through %2)</source>
        <translation>%1 (über %2)</translation>
    </message>
    <message>
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Cluster / host</source>
        <translation>Cluster / Host</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>Job-ID</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Abgeschickt</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Dauer</translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunsPage</name>
    <message>
        <source>Refresh</source>
        <translation type="vanished">Aktualisieren</translation>
    </message>
    <message>
        <source>Ask the clusters for the state now.</source>
        <translation>Die Cluster jetzt nach dem Status fragen.</translation>
    </message>
    <message>
        <source>Cancel job…</source>
        <translation type="vanished">Job abbrechen …</translation>
    </message>
    <message>
        <source>Cancel the selected run&apos;s job.</source>
        <translation>Den Job des gewählten Laufs abbrechen.</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation type="vanished">Erneut abschicken</translation>
    </message>
    <message>
        <source>Submit the same script again as a new run linked to this one.</source>
        <translation>Dasselbe Skript erneut als neuen Lauf abschicken, mit diesem verknüpft.</translation>
    </message>
    <message>
        <source>Open log</source>
        <translation type="vanished">Log öffnen</translation>
    </message>
    <message>
        <source>Show the job&apos;s output as it grows.</source>
        <translation>Die Ausgabe des Jobs anzeigen, während sie wächst.</translation>
    </message>
    <message>
        <source>Show script</source>
        <translation type="vanished">Skript anzeigen</translation>
    </message>
    <message>
        <source>The job script as submitted.</source>
        <translation>Das Jobskript, wie es abgeschickt wurde.</translation>
    </message>
    <message>
        <source>Copy script</source>
        <translation>Skript kopieren</translation>
    </message>
    <message>
        <source>Copy the job script.</source>
        <translation>Das Jobskript kopieren.</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="vanished">Diagramme</translation>
    </message>
    <message>
        <source>Plot this run&apos;s TensorBoard event files.</source>
        <translation>Die TensorBoard-Event-Dateien dieses Laufs darstellen.</translation>
    </message>
    <message>
        <source>Download results…</source>
        <translation>Ergebnisse herunterladen …</translation>
    </message>
    <message>
        <source>Copy the files this run wrote (checkpoints, CSV files, plots) to this computer; later downloads only bring what is new.</source>
        <translation>Die Dateien, die dieser Lauf geschrieben hat (Checkpoints, CSV-Dateien, Diagramme), auf diesen Computer kopieren; spätere Downloads holen nur Neues.</translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <source>Open the TensorBoard this run&apos;s job started on its node.</source>
        <translation>Das TensorBoard öffnen, das der Job dieses Laufs auf seinem Knoten gestartet hat.</translation>
    </message>
    <message>
        <source>Your first run in three steps</source>
        <translation>Ihr erster Lauf in drei Schritten</translation>
    </message>
    <message>
        <source>1. Connect to your cluster…</source>
        <translation>1. Mit Ihrem Cluster verbinden …</translation>
    </message>
    <message>
        <source>2. Choose what to run…</source>
        <translation>2. Wählen, was laufen soll …</translation>
    </message>
    <message>
        <source>No run history is open.</source>
        <translation>Kein Laufverlauf ist geöffnet.</translation>
    </message>
    <message>
        <source>The run history %1 could not be opened: %2</source>
        <translation>Der Laufverlauf %1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Run %1 is not in the history.</source>
        <translation>Lauf %1 ist nicht im Verlauf.</translation>
    </message>
    <message>
        <source>Slipway has no SSH connections or run history here.</source>
        <translation>Slipway hat hier keine SSH-Verbindungen und keinen Laufverlauf.</translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation>%1 kann nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Prüfe %1 …</translation>
    </message>
    <message>
        <source>Updated %1.</source>
        <translation>%1 aktualisiert.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connect to your cluster.&lt;/b&gt; Pick it from your ssh configuration or type its login node; Slipway checks its host key and logs you in.</source>
        <translation>&lt;b&gt;1. Verbinden Sie sich mit Ihrem Cluster.&lt;/b&gt; Wählen Sie ihn aus Ihrer SSH-Konfiguration oder tippen Sie seinen Login-Knoten ein; Slipway prüft seinen Host-Schlüssel und meldet Sie an.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connected to %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;1. Verbunden mit %1.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Choose what to run:&lt;/b&gt; an example from the gallery, or a folder of your own on this computer. Slipway copies it to the cluster for you.</source>
        <translation>&lt;b&gt;2. Wählen Sie, was laufen soll:&lt;/b&gt; ein Beispiel aus der Galerie oder einen eigenen Ordner auf diesem Computer. Slipway kopiert ihn für Sie auf den Cluster.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Submit.&lt;/b&gt; The run appears here with its state and log, and Plots draws its loss as it trains.</source>
        <translation>&lt;b&gt;3. Abschicken.&lt;/b&gt; Der Lauf erscheint hier mit Status und Log, und „Diagramme“ zeichnet seinen Loss, während er trainiert.</translation>
    </message>
    <message>
        <source>Plotting runs is not available in this version yet.</source>
        <translation>Läufe darzustellen ist in dieser Version noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;%2: %3&lt;br&gt;&lt;i&gt;Doppelklicken Sie auf einen Lauf, um sein Log zu öffnen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source> (job %1)</source>
        <translation> (Job %1)</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Job abbrechen</translation>
    </message>
    <message>
        <source>Cancel job %1 (%2) on %3? A running job is stopped at once and cannot be resumed.</source>
        <translation>Job %1 (%2) auf %3 abbrechen? Ein laufender Job wird sofort gestoppt und kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Cancel the job</source>
        <translation>Den Job abbrechen</translation>
    </message>
    <message>
        <source>Keep it running</source>
        <translation>Weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Cannot cancel: %1</source>
        <translation>Abbrechen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation>Job %1 wird abgebrochen …</translation>
    </message>
    <message>
        <source>Could not cancel run %1: %2</source>
        <translation>Lauf %1 konnte nicht abgebrochen werden: %2</translation>
    </message>
    <message>
        <source>Cancel requested for run %1.</source>
        <translation>Abbruch für Lauf %1 angefordert.</translation>
    </message>
    <message>
        <source>Cannot resubmit run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation>Lauf %1 kann nicht erneut abgeschickt werden: Sein Clusterprofil „%2“ ist nicht mehr bekannt.</translation>
    </message>
    <message>
        <source>Cannot resubmit: %1</source>
        <translation>Erneutes Abschicken nicht möglich: %1</translation>
    </message>
    <message>
        <source>Resubmitting run %1…</source>
        <translation>Lauf %1 wird erneut abgeschickt …</translation>
    </message>
    <message>
        <source>Run %1 resubmitted as run %2 (job %3). %4</source>
        <translation>Lauf %1 erneut abgeschickt als Lauf %2 (Job %3). %4</translation>
    </message>
    <message>
        <source>Resubmitting run %1 failed: %2</source>
        <translation>Das erneute Abschicken von Lauf %1 ist gescheitert: %2</translation>
    </message>
    <message>
        <source>its cluster profile &quot;%1&quot; is no longer known</source>
        <translation>sein Clusterprofil „%1“ ist nicht mehr bekannt</translation>
    </message>
    <message>
        <source>Cannot use the numbers of run %1: %2</source>
        <translation>Die Werte von Lauf %1 können nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>The new numbers do not fit the cluster: %1</source>
        <translation>Die neuen Werte passen nicht zum Cluster: %1</translation>
    </message>
    <message>
        <source>Submit again with new numbers</source>
        <translation>Mit neuen Werten erneut abschicken</translation>
    </message>
    <message>
        <source>Submit run %1 again with %2?

These are what the run used plus a margin of %3 %.</source>
        <translation>Lauf %1 erneut mit %2 abschicken?

Das ist, was der Lauf genutzt hat, plus ein Aufschlag von %3 %.</translation>
    </message>
    <message>
        <source>Resubmitting run %1 with the new numbers…</source>
        <translation>Lauf %1 wird mit den neuen Werten erneut abgeschickt …</translation>
    </message>
    <message>
        <source>Cannot resubmit tasks of run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation>Tasks von Lauf %1 können nicht erneut abgeschickt werden: Sein Clusterprofil „%2“ ist nicht mehr bekannt.</translation>
    </message>
    <message numerus="yes">
        <source>Resubmitting %n task(s) of run %1…</source>
        <translation>
            <numerusform>%n Task von Lauf %1 wird erneut abgeschickt …</numerusform>
            <numerusform>%n Tasks von Lauf %1 werden erneut abgeschickt …</numerusform>
        </translation>
    </message>
    <message>
        <source>Resubmitting tasks of run %1 failed: %2</source>
        <translation>Das erneute Abschicken von Tasks von Lauf %1 ist gescheitert: %2</translation>
    </message>
    <message>
        <source>Cancel requested for task %1 of run %2.</source>
        <translation>Abbruch für Task %1 von Lauf %2 angefordert.</translation>
    </message>
    <message>
        <source>Cannot read the log of run %1: %2</source>
        <translation>Das Log von Lauf %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>no SSH connections here.</source>
        <translation>hier gibt es keine SSH-Verbindungen.</translation>
    </message>
    <message>
        <source>Cannot download the results of %1: %2</source>
        <translation>Die Ergebnisse von %1 können nicht heruntergeladen werden: %2</translation>
    </message>
    <message>
        <source>Job script of %1</source>
        <translation>Jobskript von %1</translation>
    </message>
    <message>
        <source>The script of run %1 is on the clipboard.</source>
        <translation>Das Skript von Lauf %1 ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation>Job a&amp;bbrechen …</translation>
    </message>
    <message>
        <source>Re&amp;submit</source>
        <translation>&amp;Erneut abschicken</translation>
    </message>
    <message>
        <source>Open &amp;log</source>
        <translation>&amp;Log öffnen</translation>
    </message>
    <message>
        <source>Show scrip&amp;t</source>
        <translation>Skrip&amp;t anzeigen</translation>
    </message>
    <message>
        <source>&amp;Plots</source>
        <translation>&amp;Diagramme</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Läufe</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3%4&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2: %3%4&lt;br&gt;&lt;i&gt;Doppelklicken Sie auf einen Lauf, um sein Log zu öffnen.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Notifications…</source>
        <translation>Benachrichtigungen …</translation>
    </message>
    <message>
        <source>Choose what Slipway tells you about your jobs, and whether it keeps watching them when its window is closed.</source>
        <translation>Wählen Sie, worüber Slipway Sie bei Ihren Jobs informiert und ob es sie weiter beobachtet, wenn sein Fenster geschlossen ist.</translation>
    </message>
    <message>
        <source>Slipway has no settings file here.</source>
        <translation>Slipway hat hier keine Einstellungsdatei.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ScalarChart</name>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>time since the run started (h:m:s)</source>
        <translation>Zeit seit Start des Laufs (h:m:s)</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>Uhrzeit</translation>
    </message>
    <message>
        <source>… and 1 more run</source>
        <translation>… und 1 weiterer Lauf</translation>
    </message>
    <message>
        <source>… and %1 more runs</source>
        <translation>… und %1 weitere Läufe</translation>
    </message>
    <message>
        <source>%1: mean of %2 runs</source>
        <translation>%1: Mittelwert von %2 Läufen</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <source>smoothed %1</source>
        <translation>geglättet %1</translation>
    </message>
    <message>
        <source>wall time %1</source>
        <translation>Uhrzeit %1</translation>
    </message>
    <message>
        <source>time since start %1 s</source>
        <translation>Zeit seit Start %1 s</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SecretStore</name>
    <message>
        <source>No system keychain is available (on Linux Slipway uses the Secret Service, for example GNOME Keyring or KWallet).</source>
        <translation>Es ist kein Schlüsselbund des Systems verfügbar (unter Linux nutzt Slipway den Secret Service, zum Beispiel GNOME Keyring oder KWallet).</translation>
    </message>
    <message>
        <source>The system keychain refused access.</source>
        <translation>Der Schlüsselbund des Systems hat den Zugriff verweigert.</translation>
    </message>
    <message>
        <source>The system keychain reported a problem: %1</source>
        <translation>Der Schlüsselbund des Systems hat ein Problem gemeldet: %1</translation>
    </message>
    <message>
        <source>Could not remember the secret: %1</source>
        <translation>Das Geheimnis konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Could not remove a saved secret: %1</source>
        <translation>Ein gespeichertes Geheimnis konnte nicht entfernt werden: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SnapshotSender</name>
    <message>
        <source>Reading the project folder…</source>
        <translation>Projektordner wird gelesen …</translation>
    </message>
    <message>
        <source>Cancelled before anything was sent.</source>
        <translation>Abgebrochen, bevor etwas gesendet wurde.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>Die Verbindung zum Cluster ist weg.</translation>
    </message>
    <message>
        <source>Cancelled while sending the project.</source>
        <translation>Beim Senden des Projekts abgebrochen.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageSummary</name>
    <message>
        <source>Checking your storage (home, project, scratch)…</source>
        <translation>Ihr Speicherplatz wird geprüft (Home, Projekt, Scratch) …</translation>
    </message>
    <message>
        <source>Your storage could not be checked: %1</source>
        <translation>Ihr Speicherplatz konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Speicherplatz</translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageTargetView</name>
    <message>
        <source>Where your project goes on the cluster</source>
        <translation>Wohin Ihr Projekt auf dem Cluster kommt</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Ordner:</translation>
    </message>
    <message>
        <source>Look up my workspaces</source>
        <translation>Meine Workspaces suchen</translation>
    </message>
    <message>
        <source>name, e.g. mnist</source>
        <translation>Name, z. B. mnist</translation>
    </message>
    <message>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <source>The file system the workspace is made on</source>
        <translation>Das Dateisystem, auf dem der Workspace angelegt wird</translation>
    </message>
    <message>
        <source>Make workspace</source>
        <translation>Workspace anlegen</translation>
    </message>
    <message>
        <source>New workspace:</source>
        <translation>Neuer Workspace:</translation>
    </message>
    <message>
        <source> days from now</source>
        <translation> Tage ab jetzt</translation>
    </message>
    <message>
        <source>Extend</source>
        <translation>Verlängern</translation>
    </message>
    <message>
        <source>Keep the chosen workspace until:</source>
        <translation>Den gewählten Workspace behalten bis:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>%1 keeps data in workspaces that expire: look up yours, or make one, and Slipway sends the project into it.</source>
        <translation>%1 hält Daten in Workspaces, die ablaufen: Suchen Sie Ihre oder legen Sie einen an, und Slipway sendet das Projekt hinein.</translation>
    </message>
    <message>
        <source>Projects go into slipway-projects in your home folder on the cluster.</source>
        <translation>Projekte kommen nach slipway-projects in Ihrem Home-Ordner auf dem Cluster.</translation>
    </message>
    <message>
        <source>%1 does not use workspaces: choose your home, scratch or project folder.</source>
        <translation>%1 nutzt keine Workspaces: Wählen Sie Ihren Home-, Scratch- oder Projektordner.</translation>
    </message>
    <message>
        <source>Choose the cluster first.</source>
        <translation>Wählen Sie zuerst den Cluster.</translation>
    </message>
    <message>
        <source>Home folder (~/slipway-projects)</source>
        <translation>Home-Ordner (~/slipway-projects)</translation>
    </message>
    <message>
        <source>Scratch folder (%1)</source>
        <translation>Scratch-Ordner (%1)</translation>
    </message>
    <message>
        <source>Project folder (%1)</source>
        <translation>Projektordner (%1)</translation>
    </message>
    <message>
        <source>Workspace %1</source>
        <translation>Workspace %1</translation>
    </message>
    <message>
        <source>Workspace %1 has expired: its files may be deleted. Choose or make another one.</source>
        <translation>Workspace %1 ist abgelaufen: Seine Dateien werden womöglich gelöscht. Wählen Sie einen anderen oder legen Sie einen an.</translation>
    </message>
    <message>
        <source>Workspace %1 %2. Extend it before then, or its files are deleted.</source>
        <translation>Workspace %1 %2. Verlängern Sie ihn vorher, sonst werden seine Dateien gelöscht.</translation>
    </message>
    <message>
        <source>At most %1 days on this file system</source>
        <translation>Höchstens %1 Tage auf diesem Dateisystem</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Es besteht keine Verbindung zum Cluster.</translation>
    </message>
    <message>
        <source>Asking the cluster for your workspaces…</source>
        <translation>Der Cluster wird nach Ihren Workspaces gefragt …</translation>
    </message>
    <message>
        <source>You have no workspaces yet: give a name and make one.</source>
        <translation>Sie haben noch keine Workspaces: Geben Sie einen Namen an und legen Sie einen an.</translation>
    </message>
    <message>
        <source>Found 1 workspace; choose it in the list.</source>
        <translation type="vanished">1 Workspace gefunden; wählen Sie ihn in der Liste.</translation>
    </message>
    <message>
        <source>Found %1 workspaces; choose one in the list.</source>
        <translation type="vanished">%1 Workspaces gefunden; wählen Sie einen in der Liste.</translation>
    </message>
    <message>
        <source>Making workspace %1…</source>
        <translation>Workspace %1 wird angelegt …</translation>
    </message>
    <message>
        <source>Extending workspace %1…</source>
        <translation>Workspace %1 wird verlängert …</translation>
    </message>
    <message numerus="yes">
        <source>Found %n workspace(s); choose one in the list.</source>
        <translation>
            <numerusform>%n Workspace gefunden; wählen Sie ihn in der Liste.</numerusform>
            <numerusform>%n Workspaces gefunden; wählen Sie einen in der Liste.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepComparison</name>
    <message>
        <source>Compare the tasks by:</source>
        <translation>Tasks vergleichen nach:</translation>
    </message>
    <message>
        <source>The value each task logged under this name: its last, lowest and highest.</source>
        <translation>Der Wert, den jeder Task unter diesem Namen protokolliert hat: sein letzter, niedrigster und höchster.</translation>
    </message>
    <message>
        <source>Read the event files</source>
        <translation>Event-Dateien lesen</translation>
    </message>
    <message>
        <source>Copies the tasks&apos; event files from the cluster (only what is new) and reads them on this computer.</source>
        <translation>Kopiert die Event-Dateien der Tasks vom Cluster (nur Neues) und liest sie auf diesem Computer.</translation>
    </message>
    <message>
        <source>Show on the Plots page</source>
        <translation>Auf der Seite „Diagramme“ zeigen</translation>
    </message>
    <message>
        <source>No task has written a value yet.</source>
        <translation>Noch kein Task hat einen Wert geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) have written values.</source>
        <translation>
            <numerusform>%n Task hat Werte geschrieben.</numerusform>
            <numerusform>%n Tasks haben Werte geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the event files to compare what the tasks reached.</source>
        <translation>Lesen Sie die Event-Dateien, um zu vergleichen, was die Tasks erreicht haben.</translation>
    </message>
    <message>
        <source>Reading the tasks&apos; event files…</source>
        <translation>Event-Dateien der Tasks werden gelesen …</translation>
    </message>
    <message>
        <source>No connection to the cluster.</source>
        <translation>Keine Verbindung zum Cluster.</translation>
    </message>
    <message>
        <source>The event files could not be copied: %1</source>
        <translation>Die Event-Dateien konnten nicht kopiert werden: %1</translation>
    </message>
    <message>
        <source>Copying the tasks&apos; event files from %1…</source>
        <translation>Event-Dateien der Tasks werden von %1 kopiert …</translation>
    </message>
    <message>
        <source>task %1</source>
        <translation>Task %1</translation>
    </message>
    <message>
        <source>(nothing read yet)</source>
        <translation>(noch nichts gelesen)</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepField</name>
    <message>
        <source>values separated by commas, e.g. 1e-4,1e-3,1e-2</source>
        <translation>Werte durch Kommas getrennt, z. B. 1e-4,1e-3,1e-2</translation>
    </message>
    <message>
        <source>FIRST:LAST or FIRST:LAST:STEP, whole numbers, e.g. 16:64:16</source>
        <translation>FIRST:LAST oder FIRST:LAST:STEP, ganze Zahlen, z. B. 16:64:16</translation>
    </message>
    <message>
        <source>LOW:HIGH:COUNT on a log scale, e.g. 1e-5:1e-2:4</source>
        <translation>LOW:HIGH:COUNT auf logarithmischer Skala, z. B. 1e-5:1e-2:4</translation>
    </message>
    <message>
        <source>Run several versions of this script (a sweep)</source>
        <translation>Mehrere Versionen dieses Skripts ausführen (Parameterstudie)</translation>
    </message>
    <message>
        <source>Each argument below takes several values; every combination runs as one task of a job array, with its own log and its own event-file folder. A task gets --NAME=VALUE after the script&apos;s own arguments, so the value here wins over one given there.</source>
        <translation>Jedes Argument unten nimmt mehrere Werte; jede Kombination läuft als ein Task eines Job-Arrays, mit eigenem Log und eigenem Event-Datei-Ordner. Ein Task erhält --NAME=VALUE nach den eigenen Argumenten des Skripts, daher gilt der Wert hier vor einem dort angegebenen.</translation>
    </message>
    <message>
        <source>Add an argument</source>
        <translation>Argument hinzufügen</translation>
    </message>
    <message>
        <source>e.g. 0:2 for three seeds; empty: no seed axis</source>
        <translation>z. B. 0:2 für drei Seeds; leer: keine Seed-Achse</translation>
    </message>
    <message>
        <source>Runs every combination once per seed, as --seed=VALUE. Random samples never pick among the seeds: each sample runs with all.</source>
        <translation>Führt jede Kombination einmal pro Seed aus, als --seed=VALUE. Zufallsstichproben wählen nie unter den Seeds: Jede Stichprobe läuft mit allen.</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Seeds:</translation>
    </message>
    <message>
        <source>every combination</source>
        <translation>jede Kombination</translation>
    </message>
    <message>
        <source>Instead of every combination, this many random points: a list gives one of its values, a range a whole number in it, a log-range a value drawn on the log scale.</source>
        <translation>Statt jeder Kombination so viele Zufallspunkte: Eine Liste liefert einen ihrer Werte, ein Bereich eine ganze Zahl darin, ein logarithmischer Bereich einen auf der logarithmischen Skala gezogenen Wert.</translation>
    </message>
    <message>
        <source>Random samples:</source>
        <translation>Zufallsstichproben:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>kein Limit</translation>
    </message>
    <message>
        <source>At most this many tasks run at the same time; the others wait. Leaves room in the queue for other work.</source>
        <translation>Höchstens so viele Tasks laufen gleichzeitig; die anderen warten. Lässt in der Warteschlange Platz für andere Arbeit.</translation>
    </message>
    <message>
        <source>At most running at once:</source>
        <translation>Höchstens gleichzeitig:</translation>
    </message>
    <message>
        <source>argument, e.g. lr</source>
        <translation>Argument, z. B. lr</translation>
    </message>
    <message>
        <source>The script&apos;s argument without its dashes: lr for --lr.</source>
        <translation>Das Argument des Skripts ohne Striche: lr für --lr.</translation>
    </message>
    <message>
        <source>a list of values</source>
        <translation>eine Liste von Werten</translation>
    </message>
    <message>
        <source>a range of whole numbers</source>
        <translation>ein Bereich ganzer Zahlen</translation>
    </message>
    <message>
        <source>a log-range</source>
        <translation>ein logarithmischer Bereich</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Row %1: say which argument of the script takes the values %2.</source>
        <translation>Zeile %1: Geben Sie an, welches Argument des Skripts die Werte %2 nimmt.</translation>
    </message>
    <message>
        <source>Give the values for --%1.</source>
        <translation>Geben Sie die Werte für --%1 an.</translation>
    </message>
    <message>
        <source>The range for --%1 is written FIRST:LAST or FIRST:LAST:STEP with whole numbers, for example 0:3 or 16:64:16 (not &quot;%2&quot;). For other values choose &quot;a list of values&quot; or &quot;a log-range&quot;.</source>
        <translation>Der Bereich für --%1 wird FIRST:LAST oder FIRST:LAST:STEP mit ganzen Zahlen geschrieben, zum Beispiel 0:3 oder 16:64:16 (nicht „%2“). Für andere Werte wählen Sie „eine Liste von Werten“ oder „ein logarithmischer Bereich“.</translation>
    </message>
    <message>
        <source>--seed is both an argument row and the seeds field: keep one.</source>
        <translation>--seed ist sowohl eine Argumentzeile als auch das Seeds-Feld: Behalten Sie eins.</translation>
    </message>
    <message>
        <source>Add an argument and its values, or untick the sweep.</source>
        <translation>Fügen Sie ein Argument und seine Werte hinzu oder entfernen Sie den Haken bei der Parameterstudie.</translation>
    </message>
    <message>
        <source>, at most %1 running at once</source>
        <translation>, höchstens %1 gleichzeitig</translation>
    </message>
    <message>
        <source>The local profile has no scheduler: a sweep needs a Slurm or PBS Pro cluster.</source>
        <translation>Das lokale Profil hat keinen Scheduler: Eine Parameterstudie braucht einen Slurm- oder PBS-Pro-Cluster.</translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so %1 cannot run a sweep; choose a Slurm or PBS Pro cluster (docs/schedulers.md says why).</source>
        <translation>Cobalt hat keine Job-Arrays, daher kann %1 keine Parameterstudie ausführen; wählen Sie einen Slurm- oder PBS-Pro-Cluster (docs/schedulers.md erklärt, warum).</translation>
    </message>
    <message>
        <source>1 task: PBS Pro runs it as one plain job (an array needs two or more).</source>
        <translation>1 Task: PBS Pro führt ihn als einfachen Job aus (ein Array braucht zwei oder mehr).</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) as one job array (%1)%2.</source>
        <translation>
            <numerusform>%n Task als ein Job-Array (%1)%2.</numerusform>
            <numerusform>%n Tasks als ein Job-Array (%1)%2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tasks: %2 takes at most %3 tasks in one array, so Slipway submits %4 arrays, one after the other: tasks %5 (each %6, counted from its first task)%7.</source>
        <translation>%1 Tasks: %2 nimmt höchstens %3 Tasks in einem Array, daher schickt Slipway %4 Arrays nacheinander ab: Tasks %5 (jeweils %6, gezählt ab seinem ersten Task)%7.</translation>
    </message>
    <message numerus="yes">
        <source>%1 random sample(s) of these</source>
        <translation type="vanished">
            <numerusform>%1 Zufallsstichprobe daraus</numerusform>
            <numerusform>%1 Zufallsstichproben daraus</numerusform>
        </translation>
    </message>
    <message>
        <source>Every combination of these</source>
        <translation>Jede Kombination daraus</translation>
    </message>
    <message numerus="yes">
        <source>%n random sample(s) of these</source>
        <translation>
            <numerusform>%n Zufallsstichprobe daraus</numerusform>
            <numerusform>%n Zufallsstichproben daraus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepTaskView</name>
    <message>
        <source>%v of %m tasks ended</source>
        <translation>%v von %m Tasks beendet</translation>
    </message>
    <message>
        <source>Resubmit failed and timed-out tasks only</source>
        <translation>Nur gescheiterte und abgelaufene Tasks erneut abschicken</translation>
    </message>
    <message>
        <source>Submit exactly the tasks that failed, ran out of time or memory again, in the same run; the others stay as they are.</source>
        <translation>Genau die Tasks erneut abschicken, die gescheitert sind oder denen Zeit oder Speicher ausging, im selben Lauf; die anderen bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Cancel task</source>
        <translation>Task abbrechen</translation>
    </message>
    <message>
        <source>Cancel the selected task only (Cancel above cancels all).</source>
        <translation>Nur den gewählten Task abbrechen („Abbrechen“ oben bricht alle ab).</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Exit-Code</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Parameterstudie: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::TensorBoardDialog</name>
    <message>
        <source>TensorBoard on a cluster</source>
        <translation>TensorBoard auf einem Cluster</translation>
    </message>
    <message>
        <source>A Host alias of your ssh configuration, or user@host[:port].</source>
        <translation>Ein Host-Alias Ihrer SSH-Konfiguration oder user@host[:port].</translation>
    </message>
    <message>
        <source>e.g. ~/runs or /scratch/me/experiment/logs</source>
        <translation>z. B. ~/runs oder /scratch/me/experiment/logs</translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard, or source ~/venv/bin/activate</source>
        <translation>z. B. module load TensorBoard oder source ~/venv/bin/activate</translation>
    </message>
    <message>
        <source>Runs in your login shell on the cluster before tensorboard; leave empty if tensorboard is already on your PATH there.</source>
        <translation>Läuft in Ihrer Login-Shell auf dem Cluster vor tensorboard; leer lassen, wenn tensorboard dort schon im PATH ist.</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>&amp;Cluster:</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>&amp;Log-Ordner:</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; It listens on 127.0.0.1 of the login node, and every other user logged in to that node can open it there while it runs. On this computer only 127.0.0.1 is forwarded. Stop it when you are done.</source>
        <translation>&lt;b&gt;TensorBoard hat kein Passwort.&lt;/b&gt; Es lauscht auf 127.0.0.1 des Login-Knotens, und jeder andere auf diesem Knoten angemeldete Nutzer kann es dort öffnen, solange es läuft. Auf diesem Computer wird nur 127.0.0.1 weitergeleitet. Stoppen Sie es, wenn Sie fertig sind.</translation>
    </message>
    <message>
        <source>Not running.</source>
        <translation>Läuft nicht.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation>Im Browser &amp;öffnen</translation>
    </message>
    <message>
        <source>No browser could be opened. Open %1 yourself.</source>
        <translation>Es konnte kein Browser geöffnet werden. Öffnen Sie %1 selbst.</translation>
    </message>
    <message>
        <source>TensorBoard of the job</source>
        <translation>TensorBoard des Jobs</translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; The job runs it on its compute node, where other users of the cluster can reach its port while the job runs. On this computer only 127.0.0.1 is forwarded. It ends with the job.</source>
        <translation>&lt;b&gt;TensorBoard hat kein Passwort.&lt;/b&gt; Der Job führt es auf seinem Rechenknoten aus, wo andere Nutzer des Clusters seinen Port erreichen können, solange der Job läuft. Auf diesem Computer wird nur 127.0.0.1 weitergeleitet. Es endet mit dem Job.</translation>
    </message>
    <message>
        <source>Choose the cluster (a Host alias or user@host) first.</source>
        <translation>Wählen Sie zuerst den Cluster (einen Host-Alias oder user@host).</translation>
    </message>
    <message>
        <source>Give the log folder on the cluster, e.g. ~/runs.</source>
        <translation>Geben Sie den Log-Ordner auf dem Cluster an, z. B. ~/runs.</translation>
    </message>
    <message>
        <source>No connections are available.</source>
        <translation>Es sind keine Verbindungen verfügbar.</translation>
    </message>
    <message>
        <source>port %1 on the login node%2</source>
        <translation>Port %1 auf dem Login-Knoten%2</translation>
    </message>
    <message>
        <source>, already running</source>
        <translation>, läuft bereits</translation>
    </message>
    <message>
        <source>port %1 on %2, the job&apos;s node</source>
        <translation>Port %1 auf %2, dem Knoten des Jobs</translation>
    </message>
    <message>
        <source>Forwarded to &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt; (%2).</source>
        <translation>Weitergeleitet an &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt; (%2).</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
</context>
<context>
    <name>slipway::ui::TrayWatch</name>
    <message>
        <source>Show Slipway</source>
        <translation>Slipway anzeigen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>%1 is watching your jobs</source>
        <translation>%1 beobachtet Ihre Jobs</translation>
    </message>
</context>
<context>
    <name>slipway::ui::UsagePanel</name>
    <message>
        <source>Cancel the job</source>
        <translation>Den Job abbrechen</translation>
    </message>
    <message>
        <source>% busy</source>
        <translation>% beschäftigt</translation>
    </message>
    <message>
        <source>memory (MB)</source>
        <translation>Speicher (MB)</translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation>CPU (% eines Kerns)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Use these numbers for the next run</source>
        <translation>Diese Werte für den nächsten Lauf verwenden</translation>
    </message>
    <message>
        <source>GPU use, last samples</source>
        <translation>GPU-Nutzung, letzte Messungen</translation>
    </message>
    <message>
        <source>CPU use, last samples</source>
        <translation>CPU-Nutzung, letzte Messungen</translation>
    </message>
    <message>
        <source>Job %1: waiting for the first sample…</source>
        <translation>Job %1: warte auf die erste Messung …</translation>
    </message>
    <message>
        <source>Job %1: CPU %2 · memory %3</source>
        <translation>Job %1: CPU %2 · Speicher %3</translation>
    </message>
    <message>
        <source> · GPU not read: %1</source>
        <translation> · GPU nicht gelesen: %1</translation>
    </message>
    <message>
        <source> · GPU %1 %</source>
        <translation> · GPU %1 %</translation>
    </message>
    <message>
        <source>The GPUs of run %1 are idle</source>
        <translation>Die GPUs von Lauf %1 sind untätig</translation>
    </message>
    <message>
        <source>Every GPU of job %1 has stayed below %2 % for %3 minutes.</source>
        <translation>Jede GPU von Job %1 ist seit %3 Minuten unter %2 % geblieben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Cancel and resubmit with more time, or make sure checkpoints are written.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Brechen Sie ab und schicken Sie mit mehr Zeit erneut ab, oder stellen Sie sicher, dass Checkpoints geschrieben werden.</translation>
    </message>
    <message>
        <source>Run %1 will not finish before its time limit</source>
        <translation>Lauf %1 wird vor seinem Zeitlimit nicht fertig</translation>
    </message>
    <message>
        <source>&lt;b&gt;The GPUs of job %1 have been idle (below %2 %) for %3 minutes or more.&lt;/b&gt; The job holds them and uses your allocation without computing. If it is stuck, cancel it.</source>
        <translation>&lt;b&gt;Die GPUs von Job %1 sind seit %3 Minuten oder länger untätig (unter %2 %).&lt;/b&gt; Der Job belegt sie und verbraucht Ihr Kontingent, ohne zu rechnen. Wenn er hängt, brechen Sie ihn ab.</translation>
    </message>
    <message>
        <source>Resubmit with %1.</source>
        <translation>Mit %1 erneut abschicken.</translation>
    </message>
    <message>
        <source>Asking Slurm what the job used…</source>
        <translation>Slurm wird gefragt, was der Job genutzt hat …</translation>
    </message>
    <message>
        <source>(The pace comes from the run&apos;s event files.)</source>
        <translation>(Das Tempo stammt aus den Event-Dateien des Laufs.)</translation>
    </message>
</context>
<context>
    <name>slurmparser</name>
    <message>
        <source>Slurm accepts the job; it would start around %1 on %2 (partition %3).</source>
        <translation>Slurm nimmt den Job an; er würde um %1 auf %2 starten (Partition %3).</translation>
    </message>
    <message>
        <source>Slurm accepts the job.</source>
        <translation>Slurm nimmt den Job an.</translation>
    </message>
    <message>
        <source>Slurm refuses the job.</source>
        <translation>Slurm lehnt den Job ab.</translation>
    </message>
</context>
<context>
    <name>slurmscheduler</name>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read.</source>
        <translation>Die Antwort des Schedulers zur Parameterstudie konnte nicht gelesen werden.</translation>
    </message>
</context>
<context>
    <name>smokereportformat</name>
    <message>
        <source>Model: %1 (LibTorch %2, %3 thread%4, batch %5)</source>
        <translation>Modell: %1 (LibTorch %2, %3 Thread%4, Batch %5)</translation>
    </message>
    <message>
        <source>Cancelled after %1 step%2.</source>
        <translation>Abgebrochen nach %1 Schritt%2.</translation>
    </message>
    <message>
        <source>Speed: %1 ms per step, %2 steps/s, %3 samples/s (median, first step excluded)</source>
        <translation>Tempo: %1 ms pro Schritt, %2 Schritte/s, %3 Proben/s (Median, ohne ersten Schritt)</translation>
    </message>
    <message>
        <source>Time to first step: %1 s (module load %2 s, model load %3 s)</source>
        <translation>Zeit bis zum ersten Schritt: %1 s (Modul laden %2 s, Modell laden %3 s)</translation>
    </message>
    <message>
        <source>Memory: peak resident %1 MiB during the run, %2 MiB before it (RSS-based: counts the whole process, not just tensors)</source>
        <translation>Speicher: Spitzenwert resident %1 MiB während des Laufs, %2 MiB davor (RSS-basiert: zählt den ganzen Prozess, nicht nur Tensoren)</translation>
    </message>
    <message>
        <source>Estimate for the real run: %1 steps/epoch x %2 epoch%3 = %4 on CPU here; %5 on one GPU with an ASSUMED CPU-&gt;GPU factor of %6x</source>
        <translation>Schätzung für den echten Lauf: %1 Schritte/Epoche x %2 Epoche%3 = %4 auf der CPU hier; %5 auf einer GPU mit einem ANGENOMMENEN CPU-&gt;GPU-Faktor von %6x</translation>
    </message>
    <message>
        <source>Suggested for a run on a cluster: CPUs per task %1, GPUs per node %2, Memory per node %3G, Time limit %4</source>
        <translation>Vorschlag für einen Lauf auf einem Cluster: CPUs pro Task %1, GPUs pro Knoten %2, Speicher pro Knoten %3G, Zeitlimit %4</translation>
    </message>
    <message>
        <source>VmHWM from /proc/self/status (RSS-based)</source>
        <translation>VmHWM aus /proc/self/status (RSS-basiert)</translation>
    </message>
</context>
<context>
    <name>specwords</name>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation>Es ist leer; entfernen Sie es oder füllen Sie es aus.</translation>
    </message>
</context>
<context>
    <name>sshcommandrunner</name>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation>Die Verbindung zu %1 ist geschlossen.</translation>
    </message>
</context>
<context>
    <name>sshconfig</name>
    <message>
        <source>Could not read the SSH configuration file %1: %2</source>
        <translation>Die SSH-Konfigurationsdatei %1 konnte nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>sshlogin</name>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation>Die Verbindung zu %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Could not create an SSH session.</source>
        <translation>Es konnte keine SSH-Sitzung angelegt werden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a user name SSH accepts.</source>
        <translation>„%1“ ist kein Benutzername, den SSH akzeptiert.</translation>
    </message>
    <message>
        <source>The computer name &quot;%1&quot; could not be found. Check it for typos; some clusters are only known inside the campus network or VPN.</source>
        <translation>Der Rechnername „%1“ wurde nicht gefunden. Prüfen Sie ihn auf Tippfehler; manche Cluster sind nur im Campusnetz oder per VPN bekannt.</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2: no SSH server listens there, or a firewall turns it away. Check the host name and port.</source>
        <translation>%1 hat die Verbindung auf Port %2 abgelehnt: Dort lauscht kein SSH-Server, oder eine Firewall weist sie ab. Prüfen Sie Hostname und Port.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s. The computer may be down, or reachable only from the campus network or VPN.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet. Der Rechner ist womöglich aus oder nur aus dem Campusnetz oder per VPN erreichbar.</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Keine Verbindung zu %1 möglich: %2</translation>
    </message>
    <message>
        <source>%1 did not send a host key: %2</source>
        <translation>%1 hat keinen Host-Schlüssel geschickt: %2</translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED, so Slipway refuses to connect. Someone may be intercepting the connection, or the centre replaced its keys. The server now shows %2 key %3. Check the centre&apos;s published fingerprints or ask its support. Only if they confirm the change, remove the old key (%4), for example with: ssh-keygen -R %5 -f %6 — then connect again.</source>
        <translation>Der Host-Schlüssel von %1 hat sich GEÄNDERT, daher verweigert Slipway die Verbindung. Womöglich fängt jemand die Verbindung ab, oder das Zentrum hat seine Schlüssel ersetzt. Der Server zeigt jetzt den %2-Schlüssel %3. Prüfen Sie die veröffentlichten Fingerabdrücke des Zentrums oder fragen Sie seinen Support. Nur wenn dort die Änderung bestätigt wird, entfernen Sie den alten Schlüssel (%4), zum Beispiel mit: ssh-keygen -R %5 -f %6 — und verbinden Sie sich dann erneut.</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted, so Slipway did not connect.</source>
        <translation>Dem Host-Schlüssel von %1 wurde nicht vertraut, daher hat Slipway sich nicht verbunden.</translation>
    </message>
    <message>
        <source>Could not save the host key to %1: %2</source>
        <translation>Der Host-Schlüssel konnte nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Could not check the host key of %1: %2</source>
        <translation>Der Host-Schlüssel von %1 konnte nicht geprüft werden: %2</translation>
    </message>
    <message>
        <source>%1 closed the connection during login: %2</source>
        <translation>%1 hat die Verbindung während der Anmeldung geschlossen: %2</translation>
    </message>
    <message>
        <source>%1 closed the connection during login (%2): %3</source>
        <translation>%1 hat die Verbindung während der Anmeldung geschlossen (%2): %3</translation>
    </message>
    <message>
        <source>%1 stopped answering during login (%2).</source>
        <translation>%1 hat während der Anmeldung aufgehört zu antworten (%2).</translation>
    </message>
    <message>
        <source>That password was not accepted.</source>
        <translation>Dieses Passwort wurde nicht akzeptiert.</translation>
    </message>
    <message>
        <source>%1 did not accept any way of logging in that Slipway could offer. The server allows: %2. Tried: %3. Check the user name (%4), that your public key is registered with the centre, or the password.</source>
        <translation>%1 hat keine der Anmeldearten akzeptiert, die Slipway anbieten konnte. Der Server erlaubt: %2. Versucht: %3. Prüfen Sie den Benutzernamen (%4), ob Ihr öffentlicher Schlüssel beim Zentrum registriert ist, oder das Passwort.</translation>
    </message>
    <message>
        <source>No passphrase was given for the key %1.</source>
        <translation>Für den Schlüssel %1 wurde keine Passphrase angegeben.</translation>
    </message>
    <message>
        <source>Wrong passphrase for the key %1 (%2 attempts).</source>
        <translation>Falsche Passphrase für den Schlüssel %1 (%2 Versuche).</translation>
    </message>
    <message>
        <source>Wrong passphrase; try again.</source>
        <translation>Falsche Passphrase; versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The previous answers were not accepted.</source>
        <translation>Die vorherigen Antworten wurden nicht akzeptiert.</translation>
    </message>
    <message>
        <source>The login questions of %1 were not answered.</source>
        <translation>Die Anmeldefragen von %1 wurden nicht beantwortet.</translation>
    </message>
    <message>
        <source>No password was given for %1.</source>
        <translation>Für %1 wurde kein Passwort angegeben.</translation>
    </message>
    <message>
        <source>%1 refused the key %2 for the user %3, and the password or code it asks for instead could not be given: %4 To log in with the key, register %5 with the centre (or add it to ~/.ssh/authorized_keys on the cluster, e.g. with ssh-copy-id -i %6), and check User and IdentityFile in the ssh configuration.</source>
        <translation>%1 hat den Schlüssel %2 für den Benutzer %3 abgelehnt, und das Passwort oder der Code, nach dem es stattdessen fragt, konnte nicht angegeben werden: %4 Um sich mit dem Schlüssel anzumelden, registrieren Sie %5 beim Zentrum (oder fügen Sie ihn zu ~/.ssh/authorized_keys auf dem Cluster hinzu, z. B. mit ssh-copy-id -i %6), und prüfen Sie User und IdentityFile in der SSH-Konfiguration.</translation>
    </message>
    <message>
        <source>%1 needs an answer (%2), but there is no one to ask here.</source>
        <translation>%1 braucht eine Antwort (%2), aber hier ist niemand, den man fragen könnte.</translation>
    </message>
    <message>
        <source>it was not answered.</source>
        <translation>sie wurde nicht beantwortet.</translation>
    </message>
    <message>
        <source>The window that asked was closed.</source>
        <translation>Das Fenster, das gefragt hat, wurde geschlossen.</translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation>Sprung-Host %1 ist gescheitert: %2</translation>
    </message>
</context>
<context>
    <name>sshprompter</name>
    <message>
        <source>Unknown host key for %1</source>
        <translation>Unbekannter Host-Schlüssel für %1</translation>
    </message>
    <message>
        <source>Passphrase for key %1</source>
        <translation>Passphrase für den Schlüssel %1</translation>
    </message>
    <message>
        <source>Login questions from %1</source>
        <translation>Anmeldefragen von %1</translation>
    </message>
    <message>
        <source>Nobody answered: the window that asked was closed.</source>
        <translation>Niemand hat geantwortet: Das Fenster, das gefragt hat, wurde geschlossen.</translation>
    </message>
</context>
<context>
    <name>sshshellchannel</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>Die Verbindung zu %1 wurde geschlossen.</translation>
    </message>
    <message>
        <source>Could not create a channel to %1.</source>
        <translation>Es konnte kein Kanal zu %1 angelegt werden.</translation>
    </message>
    <message>
        <source>%1 did not start a shell: %2</source>
        <translation>%1 hat keine Shell gestartet: %2</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>Der Befehl auf %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation>Der Befehl auf %1 wurde nicht innerhalb von %2 s fertig und wurde gestoppt.</translation>
    </message>
    <message>
        <source>The login shell on %1 ended at once; check the login scripts (~/.bash_profile, ~/.bashrc).</source>
        <translation>Die Login-Shell auf %1 hat sich sofort beendet; prüfen Sie die Login-Skripte (~/.bash_profile, ~/.bashrc).</translation>
    </message>
    <message>
        <source>The shell on %1 ended while the command ran.</source>
        <translation>Die Shell auf %1 hat sich beendet, während der Befehl lief.</translation>
    </message>
</context>
<context>
    <name>sshstream</name>
    <message>
        <source>%1 did not start the command: %2</source>
        <translation>%1 hat den Befehl nicht gestartet: %2</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while the command ran: its output may be cut short, and the command may still be running there. Connect again to check on it or to run it again.</source>
        <translation>Die Verbindung zu %1 ging verloren, während der Befehl lief: Seine Ausgabe ist womöglich abgeschnitten, und der Befehl läuft dort womöglich noch. Verbinden Sie sich erneut, um nachzusehen oder ihn erneut auszuführen.</translation>
    </message>
    <message>
        <source>The command on %1 was stopped by a signal.</source>
        <translation>Der Befehl auf %1 wurde durch ein Signal gestoppt.</translation>
    </message>
    <message>
        <source>The command on %1 was stopped.</source>
        <translation>Der Befehl auf %1 wurde gestoppt.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while sending: %2</source>
        <translation>Die Verbindung zu %1 ging beim Senden verloren: %2</translation>
    </message>
</context>
<context>
    <name>sshtarget</name>
    <message>
        <source>&quot;%1&quot; has an &apos;@&apos; but no user name before it.</source>
        <translation>„%1“ hat ein &apos;@&apos;, aber keinen Benutzernamen davor.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; opens &apos;[&apos; but never closes it.</source>
        <translation>„%1“ öffnet &apos;[&apos;, schließt es aber nie.</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot; after the address in &quot;%2&quot;.</source>
        <translation>Unerwartetes „%1“ nach der Adresse in „%2“.</translation>
    </message>
    <message>
        <source>No host name in &quot;%1&quot;. Give a name from your SSH configuration or user@host:port.</source>
        <translation>Kein Hostname in „%1“. Geben Sie einen Namen aus Ihrer SSH-Konfiguration oder user@host:port an.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name.</source>
        <translation>„%1“ ist kein gültiger Hostname.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid user name.</source>
        <translation>„%1“ ist kein gültiger Benutzername.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a port number (1 to 65535).</source>
        <translation>„%1“ ist keine Portnummer (1 bis 65535).</translation>
    </message>
    <message>
        <source>The SSH configuration file %1 does not exist.</source>
        <translation>Die SSH-Konfigurationsdatei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The SSH configuration gives &quot;%1&quot; as the port of %2; a port is a number from 1 to 65535.</source>
        <translation>Die SSH-Konfiguration gibt „%1“ als Port von %2 an; ein Port ist eine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <source>The jump hosts of %1 lead to more than %2 hops; check the ProxyJump lines of your SSH configuration for a loop.</source>
        <translation>Die Sprung-Hosts von %1 führen über mehr als %2 Stationen; prüfen Sie die ProxyJump-Zeilen Ihrer SSH-Konfiguration auf eine Schleife.</translation>
    </message>
    <message>
        <source>Jump host &quot;%1&quot; of %2: %3</source>
        <translation>Sprung-Host „%1“ von %2: %3</translation>
    </message>
    <message>
        <source>The SSH configuration for %1 uses ProxyCommand, which Slipway does not run. Use ProxyJump to reach it through a jump host.</source>
        <translation>Die SSH-Konfiguration für %1 verwendet ProxyCommand, das Slipway nicht ausführt. Verwenden Sie ProxyJump, um ihn über einen Sprung-Host zu erreichen.</translation>
    </message>
</context>
<context>
    <name>sshtransfer</name>
    <message>
        <source>The transfer stopped: %1</source>
        <translation>Die Übertragung brach ab: %1</translation>
    </message>
    <message>
        <source>The transfer was cancelled.</source>
        <translation>Die Übertragung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>%1 does not exist on this computer.</source>
        <translation>%1 existiert auf diesem Computer nicht.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 on %2</source>
        <translation>Der Ordner %1 auf %2 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>Could not read %1 on %2</source>
        <translation>%1 auf %2 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>Could not create the folder %1 on this computer.</source>
        <translation>Der Ordner %1 konnte auf diesem Computer nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not list %1 on %2</source>
        <translation>%1 auf %2 konnte nicht aufgelistet werden</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed</source>
        <translation>Das Schreiben von %1 auf %2 ist gescheitert</translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed</source>
        <translation>Das Lesen von %1 auf %2 ist gescheitert</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed: %3</source>
        <translation>Das Lesen von %1 auf %2 ist gescheitert: %3</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed: %3</source>
        <translation>Das Schreiben von %1 auf %2 ist gescheitert: %3</translation>
    </message>
    <message>
        <source>%1 changed size while it was sent (%2 bytes instead of %3)</source>
        <translation>%1 hat beim Senden seine Größe geändert (%2 Bytes statt %3)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Could not create %1 on %2</source>
        <translation>%1 auf %2 konnte nicht angelegt werden</translation>
    </message>
    <message>
        <source>Could not open %1 on %2</source>
        <translation>%1 auf %2 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Finishing %1 on %2 failed</source>
        <translation>Das Abschließen von %1 auf %2 ist gescheitert</translation>
    </message>
    <message>
        <source>Could not rename %1 on %2</source>
        <translation>%1 auf %2 konnte nicht umbenannt werden</translation>
    </message>
    <message>
        <source>Could not put the downloaded %1 in place: %2</source>
        <translation>Das heruntergeladene %1 konnte nicht an seinen Platz gebracht werden: %2</translation>
    </message>
</context>
<context>
    <name>sshtunnel</name>
    <message>
        <source>Could not listen on 127.0.0.1:%1: %2</source>
        <translation>Auf 127.0.0.1:%1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message>
        <source>%1 could not reach %2:%3: %4</source>
        <translation>%1 konnte %2:%3 nicht erreichen: %4</translation>
    </message>
</context>
<context>
    <name>sshworker</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>Die Verbindung zu %1 wurde geschlossen.</translation>
    </message>
    <message>
        <source>You disconnected from %1.</source>
        <translation>Sie haben die Verbindung zu %1 getrennt.</translation>
    </message>
    <message>
        <source>Reconnecting to %1 failed: %2</source>
        <translation>Die erneute Verbindung zu %1 ist gescheitert: %2</translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation>Sprung-Host %1 ist gescheitert: %2</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>Nicht mit %1 verbunden.</translation>
    </message>
    <message>
        <source>The connection to %1 is down and Slipway is reconnecting (%2). Try again once it is back.</source>
        <translation>Die Verbindung zu %1 ist unterbrochen, und Slipway verbindet neu (%2). Versuchen Sie es erneut, sobald sie wieder steht.</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>Der Befehl auf %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost%2.</source>
        <translation>Die Verbindung zu %1 ging verloren%2.</translation>
    </message>
    <message>
        <source>%1 did not start SFTP (file transfer): %2</source>
        <translation>%1 hat SFTP (Dateiübertragung) nicht gestartet: %2</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>No permission to read %1.</source>
        <translation>Keine Berechtigung, %1 zu lesen.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Reconnecting to %1.</source>
        <translation>Verbinde neu mit %1.</translation>
    </message>
</context>
<context>
    <name>submission</name>
    <message>
        <source>The working folder %1 does not exist on %2. Create it there first (mkdir -p -- %3), or correct the “Working folder”.</source>
        <translation>Der Arbeitsordner %1 existiert auf %2 nicht. Legen Sie ihn dort zuerst an (mkdir -p -- %3) oder korrigieren Sie den „Arbeitsordner“.</translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on %2, so the job script cannot be put there. Choose a folder of your own (for example in your project or scratch space).</source>
        <translation>Sie können nicht in den Arbeitsordner %1 auf %2 schreiben, daher kann das Jobskript dort nicht abgelegt werden. Wählen Sie einen eigenen Ordner (zum Beispiel in Ihrem Projekt- oder Scratch-Bereich).</translation>
    </message>
    <message>
        <source>The run folder %1 could not be made in %2 on %3 (%4). Slipway writes only into run folders it makes itself, so nothing was submitted; submit again for a new folder.</source>
        <translation>Der Laufordner %1 konnte in %2 auf %3 nicht angelegt werden (%4). Slipway schreibt nur in Laufordner, die es selbst anlegt, daher wurde nichts abgeschickt; schicken Sie erneut ab, um einen neuen Ordner zu bekommen.</translation>
    </message>
    <message>
        <source>Could not prepare the job folder on %1: %2</source>
        <translation>Der Jobordner auf %1 konnte nicht vorbereitet werden: %2</translation>
    </message>
    <message>
        <source>The script %1 does not exist in %2 on the cluster. Copy it there first, or correct the “Training script” or the “Working folder”.</source>
        <translation>Das Skript %1 existiert nicht in %2 auf dem Cluster. Kopieren Sie es zuerst dorthin oder korrigieren Sie das „Trainingsskript“ oder den „Arbeitsordner“.</translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table could not be written to %1 on %2: %3</source>
        <translation>Die Parametertabelle der Parameterstudie konnte nicht nach %1 auf %2 geschrieben werden: %3</translation>
    </message>
    <message>
        <source>Submitted as job %1.</source>
        <translation>Als Job %1 abgeschickt.</translation>
    </message>
    <message>
        <source>Submitted tasks 0 to %1 of the sweep as job array(s) %2; tasks %3 to %4 were refused: %5</source>
        <translation type="vanished">Tasks 0 bis %1 der Parameterstudie als Job-Array(s) %2 abgeschickt; Tasks %3 bis %4 wurden abgelehnt: %5</translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as %2 job arrays: %3.</source>
        <translation>Die %1 Tasks der Parameterstudie als %2 Job-Arrays abgeschickt: %3.</translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as job array %2.</source>
        <translation>Die %1 Tasks der Parameterstudie als Job-Array %2 abgeschickt.</translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); tasks %3 to %4 were refused: %5</source>
        <translation>
            <numerusform>Tasks 0 bis %1 der Parameterstudie als %n Job-Array (%2) abgeschickt; Tasks %3 bis %4 wurden abgelehnt: %5</numerusform>
            <numerusform>Tasks 0 bis %1 der Parameterstudie als %n Job-Arrays (%2) abgeschickt; Tasks %3 bis %4 wurden abgelehnt: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was lost while the job was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation type="vanished">Die Verbindung ging verloren, während der Job eingereicht wurde: %1 Ob der Scheduler ihn angenommen hat, wird bei der nächsten Statusabfrage geprüft (die Seite „Läufe“ oder slipwayctl status); reichen Sie ihn vorher nicht erneut ein.</translation>
    </message>
    <message>
        <source>Slipway did not get the cluster&apos;s answer while the job was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation>Slipway hat beim Abschicken des Jobs keine Antwort des Clusters erhalten: %1 Ob der Scheduler ihn angenommen hat, wird bei der nächsten Statusabfrage geprüft (die Seite „Läufe“ oder slipwayctl status); schicken Sie ihn vorher nicht erneut ab.</translation>
    </message>
    <message>
        <source>Slipway did not get the cluster&apos;s answer while the sweep was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation>Slipway hat beim Abschicken der Parameterstudie keine Antwort des Clusters erhalten: %1 Ob der Scheduler sie angenommen hat, wird bei der nächsten Statusabfrage geprüft (die Seite „Läufe“ oder slipwayctl status); schicken Sie sie vorher nicht erneut ab.</translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); Slipway did not get the cluster&apos;s answer for tasks %3 to %4 (%5). Look for them with squeue before you submit them again: they may be queued.</source>
        <translation>
            <numerusform>Tasks 0 bis %1 der Parameterstudie als %n Job-Array (%2) abgeschickt; für die Tasks %3 bis %4 hat Slipway keine Antwort des Clusters erhalten (%5). Sehen Sie mit squeue nach, bevor Sie sie erneut abschicken: Sie stehen vielleicht schon in der Warteschlange.</numerusform>
            <numerusform>Tasks 0 bis %1 der Parameterstudie als %n Job-Arrays (%2) abgeschickt; für die Tasks %3 bis %4 hat Slipway keine Antwort des Clusters erhalten (%5). Sehen Sie mit squeue nach, bevor Sie sie erneut abschicken: Sie stehen vielleicht schon in der Warteschlange.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sweep</name>
    <message>
        <source>&quot;%1&quot; is not a sweep: write NAME=VALUES, where NAME is the script&apos;s argument without its dashes (letters, digits, _ and -), for example lr=1e-4,1e-3 or seed=0:3.</source>
        <translation>„%1“ ist keine Parameterstudie: Schreiben Sie NAME=WERTE, wobei NAME das Argument des Skripts ohne seine Bindestriche ist (Buchstaben, Ziffern, _ und -), zum Beispiel lr=1e-4,1e-3 oder seed=0:3.</translation>
    </message>
    <message>
        <source>a log-range is log:LOW:HIGH:COUNT, for example log:1e-4:1e-1:4.</source>
        <translation>ein logarithmischer Bereich ist log:LOW:HIGH:COUNT, zum Beispiel log:1e-4:1e-1:4.</translation>
    </message>
    <message>
        <source>the ends of a log-range must be above 0.</source>
        <translation>die Enden eines logarithmischen Bereichs müssen über 0 liegen.</translation>
    </message>
    <message>
        <source>the count must be between 1 and %1.</source>
        <translation>die Anzahl muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>the step must be 1 or more.</source>
        <translation>die Schrittweite muss 1 oder mehr sein.</translation>
    </message>
    <message>
        <source>a range is FIRST:LAST with FIRST not above LAST.</source>
        <translation>ein Bereich ist FIRST:LAST mit FIRST nicht über LAST.</translation>
    </message>
    <message>
        <source>a range may have at most %1 values.</source>
        <translation>ein Bereich darf höchstens %1 Werte haben.</translation>
    </message>
    <message>
        <source>a list may have at most %1 values.</source>
        <translation>eine Liste darf höchstens %1 Werte haben.</translation>
    </message>
    <message>
        <source>a value is empty (two commas in a row, or one at an end).</source>
        <translation>ein Wert ist leer (zwei Kommas hintereinander oder eines am Ende).</translation>
    </message>
    <message>
        <source>a value is longer than 1000 characters.</source>
        <translation>ein Wert ist länger als 1000 Zeichen.</translation>
    </message>
    <message>
        <source>a value holds a tab, a line break or a NUL character, which the parameters table cannot carry.</source>
        <translation>ein Wert enthält einen Tabulator, einen Zeilenumbruch oder ein NUL-Zeichen, die die Parametertabelle nicht aufnehmen kann.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is swept twice; give all its values in one sweep.</source>
        <translation>„%1“ wird doppelt variiert; geben Sie alle seine Werte in einer Parameterstudie an.</translation>
    </message>
    <message>
        <source>The number of random samples cannot be below 0.</source>
        <translation>Die Zahl der Zufallsstichproben kann nicht unter 0 liegen.</translation>
    </message>
    <message>
        <source>The sweep would make more than %1 tasks; sweep fewer values.</source>
        <translation>Die Parameterstudie ergäbe mehr als %1 Tasks; variieren Sie weniger Werte.</translation>
    </message>
</context>
<context>
    <name>sweeplines</name>
    <message>
        <source> The cluster takes at most %1 tasks in one array, so Slipway submits the %2 tasks as %3 arrays.</source>
        <translation> Der Cluster nimmt höchstens %1 Tasks in einem Array an, daher schickt Slipway die %2 Tasks als %3 Arrays ab.</translation>
    </message>
    <message>
        <source>A job array: one task per set of parameters%1.%2</source>
        <translation>Ein Job-Array: ein Task pro Parametersatz%1.%2</translation>
    </message>
    <message>
        <source>A job array: one subjob per set of parameters.%1</source>
        <translation>Ein Job-Array: ein Subjob pro Parametersatz.%1</translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table (in the run&apos;s folder), passed by Slipway.</source>
        <translation>Die Parametertabelle der Parameterstudie (im Laufordner), von Slipway übergeben.</translation>
    </message>
    <message>
        <source>This task&apos;s number in the sweep.</source>
        <translation>Die Nummer dieses Tasks in der Parameterstudie.</translation>
    </message>
    <message>
        <source>Its row of the table.</source>
        <translation>Seine Zeile der Tabelle.</translation>
    </message>
    <message>
        <source>Stop with a clear message if the table lacks it.</source>
        <translation>Mit einer klaren Meldung anhalten, wenn die Tabelle sie nicht hat.</translation>
    </message>
    <message>
        <source>Split the row at its tabs; the values are never run as code.</source>
        <translation>Die Zeile an ihren Tabulatoren trennen; die Werte werden nie als Code ausgeführt.</translation>
    </message>
    <message>
        <source>Each task writes its event files into a folder of its own, named by its parameters.</source>
        <translation>Jeder Task schreibt seine Event-Dateien in einen eigenen Ordner, benannt nach seinen Parametern.</translation>
    </message>
    <message>
        <source>This task&apos;s arguments, added after the script&apos;s own.</source>
        <translation>Die Argumente dieses Tasks, nach denen des Skripts angefügt.</translation>
    </message>
    <message>
        <source>Say in the log which parameters this task runs with.</source>
        <translation>Im Log sagen, mit welchen Parametern dieser Task läuft.</translation>
    </message>
</context>
<context>
    <name>sweepprogress</name>
    <message>
        <source>%1 completed</source>
        <translation>%1 abgeschlossen</translation>
    </message>
    <message>
        <source>%1 running</source>
        <translation>%1 laufend</translation>
    </message>
    <message>
        <source>%1 waiting</source>
        <translation>%1 wartend</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>%1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1 cancelled</source>
        <translation>%1 abgebrochen</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s): %1.</source>
        <extracomment>%1 lists the tasks by state: &quot;3 completed, 1 failed&quot; (or &quot;none yet&quot;)</extracomment>
        <translation>
            <numerusform>%n Task: %1.</numerusform>
            <numerusform>%n Tasks: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
    <message>
        <source>%1 ended (how is not known)</source>
        <translation>%1 beendet (wie, ist nicht bekannt)</translation>
    </message>
</context>
<context>
    <name>tensorboardsession</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Es besteht keine Verbindung zum Cluster.</translation>
    </message>
</context>
<context>
    <name>torchprobe</name>
    <message>
        <source>Python printed nothing (exit status %1).</source>
        <translation>Python hat nichts ausgegeben (Exit-Status %1).</translation>
    </message>
</context>
<context>
    <name>uploadplan</name>
    <message>
        <source>The project needs %1 on the cluster but %2 has only %3 free. Free some space there or send the project to another folder (for example your scratch or workspace folder).</source>
        <translation>Das Projekt braucht %1 auf dem Cluster, aber %2 hat nur %3 frei. Schaffen Sie dort Platz oder senden Sie das Projekt in einen anderen Ordner (zum Beispiel Ihren Scratch- oder Workspace-Ordner).</translation>
    </message>
    <message>
        <source>The project has %1 files but %2 can take only %3 more (its file count quota). Leave files out with .slipwayignore or send the project to another folder.</source>
        <translation>Das Projekt hat %1 Dateien, aber %2 kann nur noch %3 aufnehmen (seine Quota für die Dateianzahl). Lassen Sie Dateien mit .slipwayignore aus oder senden Sie das Projekt in einen anderen Ordner.</translation>
    </message>
    <message>
        <source>The free space on the cluster could not be checked.</source>
        <translation>Der freie Platz auf dem Cluster konnte nicht geprüft werden.</translation>
    </message>
</context>
<context>
    <name>usageprobe</name>
    <message>
        <source>The GPU tool printed nothing on the job&apos;s nodes.</source>
        <translation>Das GPU-Werkzeug hat auf den Knoten des Jobs nichts ausgegeben.</translation>
    </message>
    <message>
        <source>The GPUs could not be read: %1</source>
        <translation>Die GPUs konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>A node was left out: </source>
        <translation>Ein Knoten wurde ausgelassen: </translation>
    </message>
    <message>
        <source>The job&apos;s nodes are not known yet.</source>
        <translation>Die Knoten des Jobs sind noch nicht bekannt.</translation>
    </message>
</context>
<context>
    <name>wordrules</name>
    <message>
        <source>&quot;%1&quot; contains a line break or another control character; remove it.</source>
        <translation>„%1“ enthält einen Zeilenumbruch oder ein anderes Steuerzeichen; entfernen Sie es.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts with &apos;-&apos;, so the program would read it as an option instead of %2; remove the &apos;-&apos;.</source>
        <translation>„%1“ beginnt mit &apos;-&apos;, daher würde das Programm es als Option statt als %2 lesen; entfernen Sie das &apos;-&apos;.</translation>
    </message>
    <message>
        <source>%1 characters are too long for %2.</source>
        <translation>%1 Zeichen sind zu lang für %2.</translation>
    </message>
    <message>
        <source>It is empty; give %1.</source>
        <translation>Es ist leer; geben Sie %1 an.</translation>
    </message>
    <message>
        <source>GPU types use only letters, digits and _ . - (for example h100 or a100)</source>
        <translation>GPU-Typen bestehen nur aus Buchstaben, Ziffern und _ . - (zum Beispiel h100 oder a100)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a channel after it, such as pytorch.</source>
        <translation>„%1“ braucht danach einen Kanal, etwa pytorch.</translation>
    </message>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation>Es ist leer; entfernen Sie es oder füllen Sie es aus.</translation>
    </message>
    <message>
        <source>It contains a NUL byte, which no program can be given; remove it.</source>
        <translation>Es enthält ein NUL-Byte, das keinem Programm übergeben werden kann; entfernen Sie es.</translation>
    </message>
    <message>
        <source>It contains a broken character (half of a UTF-16 surrogate pair, such as \ud800), which cannot be written as UTF-8 and would become &apos;?&apos;; remove it.</source>
        <translation>Es enthält ein kaputtes Zeichen (die Hälfte eines UTF-16-Surrogatpaars, etwa \ud800), das sich nicht als UTF-8 schreiben lässt und zu &apos;?&apos; würde; entfernen Sie es.</translation>
    </message>
</context>
<context>
    <name>workspace</name>
    <message>
        <source>The workspace tool said: &quot;%1&quot;</source>
        <translation>Das Workspace-Werkzeug meldet: „%1“</translation>
    </message>
    <message>
        <source>Give the workspace a name.</source>
        <translation>Geben Sie dem Workspace einen Namen.</translation>
    </message>
    <message>
        <source>A workspace name can have at most 64 characters.</source>
        <translation>Ein Workspace-Name darf höchstens 64 Zeichen haben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace: start with a letter or digit and use only letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos; (no spaces).</source>
        <translation>„%1“ kann keinen Workspace benennen: Beginnen Sie mit einem Buchstaben oder einer Ziffer und verwenden Sie nur Buchstaben, Ziffern, &apos;-&apos;, &apos;.&apos; und &apos;_&apos; (keine Leerzeichen).</translation>
    </message>
</context>
<context>
    <name>workspaceservice</name>
    <message>
        <source>%1 has no %2: this cluster does not use hpc-workspace. Use your scratch or project folder instead.</source>
        <translation>%1 hat kein %2: Dieser Cluster nutzt hpc-workspace nicht. Verwenden Sie stattdessen Ihren Scratch- oder Projektordner.</translation>
    </message>
    <message>
        <source>%1 failed on %2 (exit status %3).</source>
        <translation>%1 ist auf %2 gescheitert (Exit-Status %3).</translation>
    </message>
    <message>
        <source>The number of days must be between 1 and %1.</source>
        <translation>Die Zahl der Tage muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace file system.</source>
        <translation>„%1“ kann kein Workspace-Dateisystem benennen.</translation>
    </message>
    <message>
        <source>Workspace %1 now expires in %2 days</source>
        <translation>Workspace %1 läuft jetzt in %2 Tagen ab</translation>
    </message>
    <message>
        <source>Workspace %1 already existed; it expires in %2 days</source>
        <translation>Workspace %1 gab es schon; er läuft in %2 Tagen ab</translation>
    </message>
    <message>
        <source>Workspace %1 is ready for %2 days</source>
        <translation>Workspace %1 ist für %2 Tage bereit</translation>
    </message>
    <message>
        <source> The cluster allows at most %1 days, so it shortened the time you asked for.</source>
        <translation> Der Cluster erlaubt höchstens %1 Tage, daher hat er die angeforderte Zeit gekürzt.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
</context>
</TS>
