<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>NextRunNumbers</name>
    <message>
        <source>The run&apos;s job description cannot be read: %1</source>
        <translation>La description de tâche de l&apos;exécution est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>time %1 (was %2)</source>
        <translation>durée %1 (avant %2)</translation>
    </message>
    <message>
        <source>memory %1 per node (was %2)</source>
        <translation>mémoire %1 par nœud (avant %2)</translation>
    </message>
    <message>
        <source>%1 CPUs per task (was %2)</source>
        <translation>%1 CPU par processus (avant %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The modules in “Modules to load” (%1) did not load on the compute node: %2</source>
        <translation>Les modules de «&#xa0;Modules à charger&#xa0;» (%1) ne se sont pas chargés sur le nœud de calcul&#xa0;: %2</translation>
    </message>
    <message>
        <source>Pick the modules from the list on the Environment step (names and versions must match exactly, and some modules need another loaded first).</source>
        <translation>Choisissez les modules dans la liste de l&apos;étape «&#xa0;Environnement&#xa0;» (noms et versions doivent correspondre exactement, et certains modules en demandent un autre chargé avant).</translation>
    </message>
    <message>
        <source>The environment %1 could not be activated on the compute node: %2</source>
        <translation>L&apos;environnement %1 n&apos;a pas pu être activé sur le nœud de calcul&#xa0;: %2</translation>
    </message>
    <message>
        <source>Set the environment up once (Environment step, “Set up on the login node”), in a folder the compute nodes can read.</source>
        <translation>Préparez l&apos;environnement une fois (étape «&#xa0;Environnement&#xa0;», «&#xa0;Préparer sur le nœud de connexion&#xa0;»), dans un dossier que les nœuds de calcul peuvent lire.</translation>
    </message>
    <message>
        <source>The conda environment %1 could not be activated: %2</source>
        <translation>L&apos;environnement conda %1 n&apos;a pas pu être activé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Add the site&apos;s conda module to “Modules to load”, and set the environment up once on the Environment step.</source>
        <translation>Ajoutez le module conda du centre à «&#xa0;Modules à charger&#xa0;», et préparez l&apos;environnement une fois à l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>Python did not start in the job: %1</source>
        <translation>Python n&apos;a pas démarré dans la tâche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Add a Python or PyTorch module to “Modules to load” on the Environment step.</source>
        <translation>Ajoutez un module Python ou PyTorch à «&#xa0;Modules à charger&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>The job stopped before the check started, and its log is empty.</source>
        <translation>La tâche s&apos;est arrêtée avant le début de la vérification, et son journal est vide.</translation>
    </message>
    <message>
        <source>The job stopped before the check started. Its log ends with: %1</source>
        <translation>La tâche s&apos;est arrêtée avant le début de la vérification. Son journal se termine par&#xa0;: %1</translation>
    </message>
    <message>
        <source>Read the job&apos;s log for the first error; it is usually a module or an environment that is not available on the compute nodes.</source>
        <translation>Cherchez la première erreur dans le journal de la tâche&#xa0;; c&apos;est en général un module ou un environnement absent des nœuds de calcul.</translation>
    </message>
    <message>
        <source>The modules loaded on the compute node (%1).</source>
        <translation>Les modules se sont chargés sur le nœud de calcul (%1).</translation>
    </message>
    <message>
        <source>Python %1 at %2%3.</source>
        <translation>Python %1 dans %2%3.</translation>
    </message>
    <message>
        <source>torch %1 imports (%2).</source>
        <translation>torch %1 s&apos;importe (%2).</translation>
    </message>
    <message>
        <source>built for CUDA %1</source>
        <translation>compilé pour CUDA %1</translation>
    </message>
    <message>
        <source>torch does not import: %1</source>
        <translation>torch ne s&apos;importe pas&#xa0;: %1</translation>
    </message>
    <message>
        <source>torch sees the %1 GPU(s) the job asked for.</source>
        <translation type="vanished">torch voit les %1 GPU demandés par la tâche.</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %2).</source>
        <translation type="vanished">La tâche a demandé %1 GPU, mais ce torch a été compilé sans CUDA et ne peut pas s&apos;en servir (l&apos;ordonnanceur en a attribué %2).</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s) but got none.</source>
        <translation type="vanished">La tâche a demandé %1 GPU mais n&apos;en a obtenu aucun.</translation>
    </message>
    <message>
        <source>The job asked for %1 GPU(s), but torch sees %2.</source>
        <translation type="vanished">La tâche a demandé %1 GPU, mais torch en voit %2.</translation>
    </message>
    <message>
        <source>The training script could not be read: %1</source>
        <translation>Le script d&apos;entraînement est illisible&#xa0;: %1</translation>
    </message>
    <message>
        <source>The script&apos;s imports are all there (%1).</source>
        <translation>Tous les imports du script sont présents (%1).</translation>
    </message>
    <message>
        <source>add the pip package %1 to “Packages” and set the environment up again</source>
        <translation>ajoutez le paquet pip %1 à «&#xa0;Paquets&#xa0;» et préparez à nouveau l&apos;environnement</translation>
    </message>
    <message>
        <source>add the module %1 to “Modules to load”</source>
        <translation>ajoutez le module %1 à «&#xa0;Modules à charger&#xa0;»</translation>
    </message>
    <message>
        <source>The training script imports %1, which this environment does not have on the compute node.</source>
        <translation>Le script d&apos;entraînement importe %1, que cet environnement n&apos;a pas sur le nœud de calcul.</translation>
    </message>
    <message>
        <source>On the Environment step: %1.</source>
        <translation>À l&apos;étape «&#xa0;Environnement&#xa0;»&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The job can write to %1.</source>
        <translation>La tâche peut écrire dans %1.</translation>
    </message>
    <message>
        <source>The job cannot write to %1 (%2).</source>
        <translation>La tâche ne peut pas écrire dans %1 (%2).</translation>
    </message>
    <message>
        <source>Free space in %1 could not be read: %2</source>
        <translation>L&apos;espace libre dans %1 est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 GB free in %2.</source>
        <translation>%1 Go libres dans %2.</translation>
    </message>
    <message>
        <source>The job has %1 CPU(s) per task.</source>
        <translation type="vanished">La tâche a %1 CPU par processus.</translation>
    </message>
    <message>
        <source>%1 CPU(s) per task for the script&apos;s %2 DataLoader worker(s).</source>
        <translation type="vanished">%1 CPU par processus pour les %2 workers DataLoader du script.</translation>
    </message>
    <message>
        <source>The script starts %1 DataLoader worker(s), but the job has %2 CPU(s) per task, so they would share CPUs and slow each other.</source>
        <translation type="vanished">Le script lance %1 workers DataLoader, mais la tâche a %2 CPU par processus&#xa0;: ils se partageraient les CPU et se ralentiraient.</translation>
    </message>
    <message>
        <source>Set “CPUs per task” on the Resources step to %1, or lower num_workers in the script.</source>
        <translation>Réglez «&#xa0;CPU par processus&#xa0;» à %1 à l&apos;étape «&#xa0;Ressources&#xa0;», ou réduisez num_workers dans le script.</translation>
    </message>
    <message>
        <source>%1 ranks set up the process group and added up a tensor together (%2).</source>
        <translation>%1 rangs ont monté le groupe de processus et additionné un tenseur ensemble (%2).</translation>
    </message>
    <message>
        <source>The ranks could not work together (%1): %2</source>
        <translation>Les rangs n&apos;ont pas pu travailler ensemble (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>The login node did not answer the check (exit status %1).</source>
        <translation>Le nœud de connexion n&apos;a pas répondu à la vérification (code de sortie %1).</translation>
    </message>
    <message>
        <source>The environment could not be checked on the login node: %1</source>
        <translation>L&apos;environnement n&apos;a pas pu être vérifié sur le nœud de connexion&#xa0;: %1</translation>
    </message>
    <message>
        <source>The modules in “Modules to load” (%1) could not be loaded on the login node%2. Pick them from the list on the Environment step.</source>
        <translation>Les modules de «&#xa0;Modules à charger&#xa0;» (%1) n&apos;ont pas pu être chargés sur le nœud de connexion%2. Choisissez-les dans la liste de l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>The conda environment %1 has not been set up on the cluster yet, so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation>L&apos;environnement conda %1 n&apos;est pas encore préparé sur la grappe&#xa0;; la tâche s&apos;arrêterait là où elle l&apos;active. Cliquez sur «&#xa0;Le préparer maintenant&#xa0;» (une seule fois, sur le nœud de connexion).</translation>
    </message>
    <message>
        <source>The environment %1 has not been set up on the cluster yet (there is no virtual environment in that folder), so the job would stop where it activates it. Press “Set it up now” (it runs once, on the login node).</source>
        <translation>L&apos;environnement %1 n&apos;est pas encore préparé sur la grappe (ce dossier ne contient pas d&apos;environnement virtuel)&#xa0;; la tâche s&apos;arrêterait là où elle l&apos;active. Cliquez sur «&#xa0;Le préparer maintenant&#xa0;» (une seule fois, sur le nœud de connexion).</translation>
    </message>
    <message>
        <source>“Start TensorBoard in the job” is ticked, but this environment has no tensorboard program, so TensorBoard would not start (the training would run without it). %1</source>
        <translation>«&#xa0;Démarrer TensorBoard dans la tâche&#xa0;» est coché, mais cet environnement n&apos;a pas de programme tensorboard&#xa0;: TensorBoard ne démarrerait pas (l&apos;entraînement tournerait sans lui). %1</translation>
    </message>
    <message>
        <source>Add the pip package tensorboard to “Packages” and set the environment up again, or untick the box.</source>
        <translation>Ajoutez le paquet pip tensorboard à «&#xa0;Paquets&#xa0;» et préparez à nouveau l&apos;environnement, ou décochez la case.</translation>
    </message>
    <message>
        <source>Add the module %1 to “Modules to load” on the Environment step, or untick the box.</source>
        <translation>Ajoutez le module %1 à «&#xa0;Modules à charger&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;», ou décochez la case.</translation>
    </message>
    <message>
        <source>Python did not start in this environment on the login node%1, so the job would fail too.</source>
        <translation>Python n&apos;a pas démarré dans cet environnement sur le nœud de connexion%1&#xa0;; la tâche échouerait aussi.</translation>
    </message>
    <message>
        <source>This environment&apos;s Python cannot read the training script %1: line %2 is not valid Python for it, so the job would stop at once.</source>
        <translation>Le Python de cet environnement ne peut pas lire le script d&apos;entraînement %1&#xa0;: la ligne %2 n&apos;est pas du Python valide pour lui, la tâche s&apos;arrêterait donc aussitôt.</translation>
    </message>
    <message>
        <source>The module %1 provides it: add it to “Modules to load” on the Environment step.</source>
        <translation>Le module %1 le fournit&#xa0;: ajoutez-le à «&#xa0;Modules à charger&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>Add the pip package %1 to “Packages” on the Environment step and set the environment up again.</source>
        <translation>Ajoutez le paquet pip %1 à «&#xa0;Paquets&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;» et préparez à nouveau l&apos;environnement.</translation>
    </message>
    <message>
        <source>No module on this cluster provides it. Choose “Module + your own venv” on the Environment step and add the pip package %1 to “Packages”.</source>
        <translation>Aucun module de cette grappe ne le fournit. Choisissez «&#xa0;Module + votre propre venv&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;» et ajoutez le paquet pip %1 à «&#xa0;Paquets&#xa0;».</translation>
    </message>
    <message>
        <source>Your training script imports %1, which this environment does not have, so the job would stop at that line. %2</source>
        <translation>Votre script d&apos;entraînement importe %1, que cet environnement n&apos;a pas&#xa0;; la tâche s&apos;arrêterait à cette ligne. %2</translation>
    </message>
    <message>
        <source>requirements.txt names %1, which this environment does not have installed. If the script needs them, add them to “Packages” on the Environment step and set the environment up again.</source>
        <translation>requirements.txt cite %1, qui n&apos;est pas installé dans cet environnement. Si le script en a besoin, ajoutez-les à «&#xa0;Paquets&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;» et préparez à nouveau l&apos;environnement.</translation>
    </message>
    <message>
        <source>On the login node: %1 The login node is not the machine your job uses (%2), so check this environment on the cluster with the environment doctor (Review step).</source>
        <translation>Sur le nœud de connexion&#xa0;: %1 Le nœud de connexion n&apos;est pas la machine qu&apos;utilise votre tâche (%2)&#xa0;; vérifiez donc cet environnement sur la grappe avec le diagnostic d&apos;environnement (étape «&#xa0;Vérification&#xa0;»).</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
    <message>
        <source>This computer has no batch scheduler: the doctor checks an environment on a cluster.</source>
        <translation>Cet ordinateur n&apos;a pas d&apos;ordonnanceur de tâches&#xa0;: le diagnostic vérifie un environnement sur une grappe.</translation>
    </message>
    <message>
        <source>The doctor&apos;s folder name %1 is not usable.</source>
        <translation>Le nom de dossier %1 du diagnostic n&apos;est pas utilisable.</translation>
    </message>
    <message>
        <source>The job cannot be composed yet, so there is nothing to check: fix the errors of the job first.</source>
        <translation>La tâche ne peut pas encore être composée, il n&apos;y a donc rien à vérifier&#xa0;: corrigez d&apos;abord les erreurs de la tâche.</translation>
    </message>
    <message>
        <source>on the debug partition %1, for at most %2</source>
        <translation>sur la partition de débogage %1, pour %2 au plus</translation>
    </message>
    <message>
        <source>for at most %1 (this cluster has no debug partition for this job)</source>
        <translation>pour %1 au plus (cette grappe n&apos;a pas de partition de débogage pour cette tâche)</translation>
    </message>
    <message>
        <source>on the job&apos;s partition %1 for at most %2 (no debug partition fits this job)</source>
        <translation>sur la partition %1 de la tâche, pour %2 au plus (aucune partition de débogage ne convient à cette tâche)</translation>
    </message>
    <message>
        <source>The doctor job could not be composed.</source>
        <translation>La tâche de diagnostic n&apos;a pas pu être composée.</translation>
    </message>
    <message>
        <source>This cluster has no batch scheduler.</source>
        <translation>Cette grappe n&apos;a pas d&apos;ordonnanceur de tâches.</translation>
    </message>
    <message>
        <source>Preparing the doctor job on %1…</source>
        <translation>Préparation de la tâche de diagnostic sur %1…</translation>
    </message>
    <message>
        <source>Cancelled before the doctor job was submitted.</source>
        <translation>Annulé avant la soumission de la tâche de diagnostic.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster. Create it first, or correct the “Working folder”.</source>
        <translation>Le dossier de travail %1 n&apos;existe pas sur la grappe. Créez-le d&apos;abord, ou corrigez le «&#xa0;Dossier de travail&#xa0;».</translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on the cluster. Choose a folder of your own.</source>
        <translation>Vous ne pouvez pas écrire dans le dossier de travail %1 sur la grappe. Choisissez un dossier à vous.</translation>
    </message>
    <message>
        <source>Could not prepare the doctor job on %1: %2</source>
        <translation>La tâche de diagnostic n&apos;a pas pu être préparée sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not write the doctor job&apos;s script: %1</source>
        <translation>Le script de la tâche de diagnostic n&apos;a pas pu être écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Submitting the doctor job %1…</source>
        <translation>Soumission de la tâche de diagnostic %1…</translation>
    </message>
    <message>
        <source>The doctor job was not accepted: %1</source>
        <translation>La tâche de diagnostic n&apos;a pas été acceptée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Doctor job %1 submitted; waiting in the queue…</source>
        <translation>Tâche de diagnostic %1 soumise&#xa0;; elle attend dans la file…</translation>
    </message>
    <message>
        <source>Doctor job %1 is waiting in the queue%2…</source>
        <translation>La tâche de diagnostic %1 attend dans la file%2…</translation>
    </message>
    <message>
        <source>Doctor job %1 is running%2…</source>
        <translation>La tâche de diagnostic %1 s&apos;exécute%2…</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> sur %1</translation>
    </message>
    <message>
        <source>Reading the doctor job&apos;s report…</source>
        <translation>Lecture du rapport de la tâche de diagnostic…</translation>
    </message>
    <message>
        <source>The doctor job ended (%1) without a log to read.</source>
        <translation>La tâche de diagnostic s&apos;est terminée (%1) sans journal à lire.</translation>
    </message>
    <message>
        <source>The doctor job ended as %1 before it could report. %2</source>
        <translation>La tâche de diagnostic s&apos;est terminée en %1 avant de pouvoir rendre compte. %2</translation>
    </message>
    <message>
        <source>Cancelling doctor job %1…</source>
        <translation>Annulation de la tâche de diagnostic %1…</translation>
    </message>
    <message>
        <source>Cancelled: doctor job %1 was stopped.</source>
        <translation>Annulé&#xa0;: la tâche de diagnostic %1 a été arrêtée.</translation>
    </message>
    <message>
        <source>Cancelling doctor job %1 did not work: %2</source>
        <translation>L&apos;annulation de la tâche de diagnostic %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>The training script %1 could not be read (%2), so its imports were not checked.</source>
        <translation>Le script d&apos;entraînement %1 est illisible (%2)&#xa0;; ses imports n&apos;ont donc pas été vérifiés.</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>requirements.txt could not be read (%1).</source>
        <translation>requirements.txt est illisible (%1).</translation>
    </message>
    <message>
        <source>This line of requirements.txt names no package Slipway can check: %1</source>
        <translation>Cette ligne de requirements.txt ne cite aucun paquet que Slipway puisse vérifier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation>Non connecté</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>Checking the server&apos;s identity…</source>
        <translation>Vérification de l&apos;identité du serveur…</translation>
    </message>
    <message>
        <source>Logging in…</source>
        <translation>Authentification…</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Connecté</translation>
    </message>
    <message>
        <source>Connection lost; reconnecting…</source>
        <translation>Connexion perdue&#xa0;; reconnexion…</translation>
    </message>
    <message>
        <source>Could not connect</source>
        <translation>Connexion impossible</translation>
    </message>
    <message>
        <source>Load the cluster&apos;s own modules (for example PyTorch) in the job. Nothing to install: the simplest choice when the site has a PyTorch module that has what your script imports.</source>
        <translation>Charger les modules de la grappe elle-même (par exemple PyTorch) dans la tâche. Rien à installer&#xa0;: le choix le plus simple quand le centre a un module PyTorch qui contient tout ce que votre script importe.</translation>
    </message>
    <message>
        <source>Load a Python or PyTorch module, then use your own virtual environment made on top of it (once, on the login node) for the extra packages your script needs. torch still comes from the module.</source>
        <translation>Charger un module Python ou PyTorch, puis utiliser par-dessus votre propre environnement virtuel (créé une fois, sur le nœud de connexion) pour les paquets supplémentaires dont votre script a besoin. torch vient toujours du module.</translation>
    </message>
    <message>
        <source>Every job builds a fresh virtual environment on the compute node&apos;s local disk from the site&apos;s own collection of ready-built Python packages (the &quot;wheelhouse&quot; of the Alliance clusters, installed with pip --no-index). Fast and reproducible; nothing to set up beforehand.</source>
        <translation>Chaque tâche construit un environnement virtuel neuf sur le disque local du nœud de calcul, à partir de la collection de paquets Python précompilés du centre (le «&#xa0;wheelhouse&#xa0;» des grappes de l&apos;Alliance, installé avec pip --no-index). Rapide et reproductible&#xa0;; rien à préparer à l&apos;avance.</translation>
    </message>
    <message>
        <source>Use a conda environment, created once on the login node. Good when you need packages pip cannot install.</source>
        <translation>Utiliser un environnement conda, créé une fois sur le nœud de connexion. Utile quand il vous faut des paquets que pip ne sait pas installer.</translation>
    </message>
    <message>
        <source>Run your script inside an Apptainer/Singularity image (with --nv so it sees the GPUs). The image brings its own Python and torch.</source>
        <translation type="vanished">Exécuter votre script dans une image Apptainer/Singularity (avec --nv pour qu&apos;il voie les GPU). L&apos;image apporte son propre Python et son propre torch.</translation>
    </message>
    <message>
        <source>Use whatever python3 the compute node has on its PATH. Only for scripts that need nothing beyond the system&apos;s Python.</source>
        <translation>Utiliser le python3 présent dans le PATH du nœud de calcul. Seulement pour les scripts qui n&apos;ont besoin de rien d&apos;autre que le Python du système.</translation>
    </message>
    <message>
        <source>module</source>
        <translation>module</translation>
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
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no chart to save.</source>
        <translation>Il n&apos;y a pas de graphique à enregistrer.</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>la sortie PDF n&apos;a pas pu démarrer</translation>
    </message>
    <message>
        <source>The script stopped %1 without output.</source>
        <translation>Le script s&apos;est arrêté %1 sans rien afficher.</translation>
    </message>
    <message numerus="yes">
        <source>The script stopped with an error %1 after %n finished step(s): %2</source>
        <translation>
            <numerusform>Le script s&apos;est arrêté sur une erreur %1 après %n étape terminée&#xa0;: %2</numerusform>
            <numerusform>Le script s&apos;est arrêté sur une erreur %1 après %n étapes terminées&#xa0;: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Fix the error the script printed (the full output is in its log), then run the ladder again.</source>
        <translation>Corrigez l&apos;erreur affichée par le script (la sortie complète est dans son journal), puis relancez l&apos;échelle.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) %1, %2 s per step, peak memory %3 MB%4.</source>
        <translation>
            <numerusform>%n étape %1, %2 s par étape, pic de mémoire %3 Mo%4.</numerusform>
            <numerusform>%n étapes %1, %2 s par étape, pic de mémoire %3 Mo%4.</numerusform>
        </translation>
    </message>
    <message>
        <source> (GPU %1 MB)</source>
        <translation> (GPU %1 Mo)</translation>
    </message>
    <message numerus="yes">
        <source>The script ran %1 (%n finished step(s) seen, too few to time a step), peak memory %2 MB.</source>
        <translation>
            <numerusform>Le script a tourné %1 (%n étape terminée vue, trop peu pour chronométrer une étape), pic de mémoire %2 Mo.</numerusform>
            <numerusform>Le script a tourné %1 (%n étapes terminées vues, trop peu pour chronométrer une étape), pic de mémoire %2 Mo.</numerusform>
        </translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>One short debug job</source>
        <translation>Une courte tâche de débogage</translation>
    </message>
    <message>
        <source>Two ranks together (DDP)</source>
        <translation>Deux rangs ensemble (DDP)</translation>
    </message>
    <message>
        <source>No step time was measured, so the time limit stays as it is.</source>
        <translation>Aucune durée d&apos;étape n&apos;a été mesurée&#xa0;; la limite de temps reste donc inchangée.</translation>
    </message>
    <message>
        <source>Time limit %1: %2 steps × %3 s per step (measured by “%4”), plus 20 % and 10 minutes.</source>
        <translation>Limite de temps %1&#xa0;: %2 étapes × %3 s par étape (mesuré par «&#xa0;%4&#xa0;»), plus 20&#xa0;% et 10 minutes.</translation>
    </message>
    <message>
        <source>Give the number of steps of the full run to get a time limit from the measured %1 s per step.</source>
        <translation>Donnez le nombre d&apos;étapes de l&apos;exécution complète pour obtenir une limite de temps à partir des %1 s par étape mesurées.</translation>
    </message>
    <message>
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %4 process(es) per node, plus 50 %.</source>
        <translation type="vanished">Mémoire %1 par nœud&#xa0;: le pic de %2 Mo par processus vu par «&#xa0;%3&#xa0;», × %4 processus par nœud, plus 50&#xa0;%.</translation>
    </message>
    <message>
        <source>The job cannot be composed yet: fix the errors of the job first.</source>
        <translation>La tâche ne peut pas encore être composée&#xa0;: corrigez d&apos;abord les erreurs de la tâche.</translation>
    </message>
    <message>
        <source>The run is not distributed with DDP, so there is no two-rank rung.</source>
        <translation>L&apos;exécution n&apos;est pas distribuée avec DDP&#xa0;; il n&apos;y a donc pas d&apos;échelon à deux rangs.</translation>
    </message>
    <message>
        <source>The local rung runs on this computer, not in a job.</source>
        <translation>L&apos;échelon local s&apos;exécute sur cet ordinateur, pas dans une tâche.</translation>
    </message>
    <message>
        <source>This rung&apos;s job could not be composed: %1</source>
        <translation>La tâche de cet échelon n&apos;a pas pu être composée&#xa0;: %1</translation>
    </message>
    <message>
        <source>on the partition %1 for at most %2 (no debug partition fits)</source>
        <translation>sur la partition %1 pour au plus %2 (aucune partition de débogage ne convient)</translation>
    </message>
    <message>
        <source>Not run: the ladder was cancelled.</source>
        <translation>Non exécuté&#xa0;: l&apos;échelle a été annulée.</translation>
    </message>
    <message>
        <source>Skipped, as asked.</source>
        <translation>Ignoré, comme demandé.</translation>
    </message>
    <message>
        <source>Skipped: the project is not on this computer.</source>
        <translation>Ignoré&#xa0;: le projet n&apos;est pas sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Looking for a Python with torch on this computer…</source>
        <translation>Recherche d&apos;un Python avec torch sur cet ordinateur…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Skipped: no Python with torch was found on this computer (%1). The LibTorch smoke test (slipwayctl smoke, or the Local page) checks an exported model here instead.</source>
        <translation type="vanished">Ignoré&#xa0;: aucun Python avec torch n&apos;a été trouvé sur cet ordinateur (%1). Le test de fumée LibTorch (slipwayctl smoke, ou la page «&#xa0;Local&#xa0;») vérifie plutôt ici un modèle exporté.</translation>
    </message>
    <message>
        <source>Skipped: no temporary folder could be written.</source>
        <translation>Ignoré&#xa0;: aucun dossier temporaire n&apos;a pu être écrit.</translation>
    </message>
    <message>
        <source>Cancelled: the script was stopped.</source>
        <translation>Annulé&#xa0;: le script a été arrêté.</translation>
    </message>
    <message>
        <source>on this computer</source>
        <translation>sur cet ordinateur</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>cet ordinateur</translation>
    </message>
    <message>
        <source>Running %1 for a few steps on this computer…</source>
        <translation>Exécution de %1 pendant quelques étapes sur cet ordinateur…</translation>
    </message>
    <message>
        <source>Skipped: there is no connection to the cluster.</source>
        <translation>Ignoré&#xa0;: il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler.</source>
        <translation>Ignoré&#xa0;: cet ordinateur n&apos;a pas d&apos;ordonnanceur de tâches.</translation>
    </message>
    <message>
        <source>Preparing “%1” %2…</source>
        <translation>Préparation de «&#xa0;%1&#xa0;» %2…</translation>
    </message>
    <message>
        <source>Cancelled before the job was submitted.</source>
        <translation>Annulé avant la soumission de la tâche.</translation>
    </message>
    <message>
        <source>The working folder %1 does not exist on the cluster.</source>
        <translation>Le dossier de travail %1 n&apos;existe pas sur la grappe.</translation>
    </message>
    <message>
        <source>Could not prepare the job: %1</source>
        <translation>Impossible de préparer la tâche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not write the job&apos;s script: %1</source>
        <translation>Impossible d&apos;écrire le script de la tâche&#xa0;: %1</translation>
    </message>
    <message>
        <source>The job was not accepted: %1</source>
        <translation>La tâche n&apos;a pas été acceptée&#xa0;: %1</translation>
    </message>
    <message>
        <source>“%1”: job %2 submitted; waiting in the queue…</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: tâche %2 soumise&#xa0;; en attente dans la file…</translation>
    </message>
    <message>
        <source>“%1”: job %2 is waiting in the queue…</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la tâche %2 attend dans la file…</translation>
    </message>
    <message>
        <source>“%1”: job %2 is running on %3…</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: la tâche %2 s&apos;exécute sur %3…</translation>
    </message>
    <message>
        <source>in job %1</source>
        <translation>dans la tâche %1</translation>
    </message>
    <message>
        <source>Job %1 ended as %2. %3</source>
        <translation>La tâche %1 s&apos;est terminée en %2. %3</translation>
    </message>
    <message>
        <source>Read the job&apos;s log (%1 in the working folder) for the first error.</source>
        <translation>Lisez le journal de la tâche (%1 dans le dossier de travail) pour trouver la première erreur.</translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation>Annulation de la tâche %1…</translation>
    </message>
    <message>
        <source>Cancelled: job %1 was stopped.</source>
        <translation>Annulé&#xa0;: la tâche %1 a été arrêtée.</translation>
    </message>
    <message>
        <source>Cancelling job %1 did not work: %2</source>
        <translation>L&apos;annulation de la tâche %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>Run your script inside a container image with the cluster&apos;s container tool (Apptainer, Singularity or Charliecloud). The image brings its own Python and torch.</source>
        <translation>Exécutez votre script dans une image de conteneur avec l&apos;outil de conteneurs de la grappe (Apptainer, Singularity ou Charliecloud). L&apos;image apporte son propre Python et son propre torch.</translation>
    </message>
    <message numerus="yes">
        <source>torch sees the %n GPU(s) the job asked for.</source>
        <translation>
            <numerusform>torch voit le %n GPU demandé par la tâche.</numerusform>
            <numerusform>torch voit les %n GPU demandés par la tâche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but this torch was built without CUDA, so it cannot use them (the scheduler gave %1).</source>
        <translation>
            <numerusform>La tâche a demandé %n GPU, mais ce torch a été compilé sans CUDA et ne peut pas s&apos;en servir (l&apos;ordonnanceur en a attribué %1).</numerusform>
            <numerusform>La tâche a demandé %n GPU, mais ce torch a été compilé sans CUDA et ne peut pas s&apos;en servir (l&apos;ordonnanceur en a attribué %1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s) but got none.</source>
        <translation>
            <numerusform>La tâche a demandé %n GPU mais n&apos;en a obtenu aucun.</numerusform>
            <numerusform>La tâche a demandé %n GPU mais n&apos;en a obtenu aucun.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job asked for %n GPU(s), but torch sees %1.</source>
        <translation>
            <numerusform>La tâche a demandé %n GPU, mais torch en voit %1.</numerusform>
            <numerusform>La tâche a demandé %n GPU, mais torch en voit %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The job has %n CPU(s) per task.</source>
        <translation>
            <numerusform>La tâche a %n CPU par processus.</numerusform>
            <numerusform>La tâche a %n CPU par processus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 per task for the script&apos;s %n DataLoader worker(s).</source>
        <translation>
            <numerusform>%1 par processus pour le %n worker DataLoader du script.</numerusform>
            <numerusform>%1 par processus pour les %n workers DataLoader du script.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s)</source>
        <translation>
            <numerusform>%n CPU</numerusform>
            <numerusform>%n CPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The script starts %n DataLoader worker(s), but the job has %1 per task, so they would share CPUs and slow each other.</source>
        <translation>
            <numerusform>Le script lance %n worker DataLoader, mais la tâche a %1 par processus&#xa0;; ils se partageraient les CPU et se ralentiraient.</numerusform>
            <numerusform>Le script lance %n workers DataLoader, mais la tâche a %1 par processus&#xa0;; ils se partageraient les CPU et se ralentiraient.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only LibTorch&apos;s time for the exported model was measured, not your script&apos;s, so the time limit stays as it is.</source>
        <translation>Seul le temps de LibTorch pour le modèle exporté a été mesuré, pas celui de votre script&#xa0;; la limite de temps reste donc telle quelle.</translation>
    </message>
    <message>
        <source>No Python with torch was found on this computer (%1).</source>
        <translation>Aucun Python avec torch n&apos;a été trouvé sur cet ordinateur (%1).</translation>
    </message>
    <message>
        <source>on this computer (two ranks, torchrun)</source>
        <translation>sur cet ordinateur (deux rangs, torchrun)</translation>
    </message>
    <message>
        <source>Running %1 for a few steps on this computer as two ranks under torchrun…</source>
        <translation>Exécution de %1 pendant quelques pas sur cet ordinateur, en deux rangs sous torchrun…</translation>
    </message>
    <message>
        <source>Skipped: %1 The LibTorch smoke test needs the model exported as TorchScript, and there is no %2. Install PyTorch for that Python, or save the model with torch.jit.script(model).save(&quot;model.pt&quot;) in the project folder, then run the ladder again.</source>
        <translation>Ignoré&#xa0;: %1 Le test rapide LibTorch a besoin du modèle exporté en TorchScript, et %2 n&apos;existe pas. Installez PyTorch pour ce Python, ou enregistrez le modèle avec torch.jit.script(model).save(&quot;model.pt&quot;) dans le dossier du projet, puis relancez l&apos;échelle.</translation>
    </message>
    <message>
        <source>The model&apos;s input shape is not usable: %1</source>
        <translation>La forme d&apos;entrée du modèle n&apos;est pas utilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Give the shape of one sample without the batch dimension, such as 1x28x28.</source>
        <translation>Indiquez la forme d&apos;un échantillon sans la dimension du lot, par exemple 1x28x28.</translation>
    </message>
    <message>
        <source>LibTorch smoke test of %1: step %2 of %3, loss %4…</source>
        <translation>Test rapide LibTorch de %1&#xa0;: pas %2 sur %3, perte %4…</translation>
    </message>
    <message>
        <source>%1 Running the LibTorch smoke test of %2 instead…</source>
        <translation>%1 Exécution du test rapide LibTorch de %2 à la place…</translation>
    </message>
    <message>
        <source>this computer (LibTorch)</source>
        <translation>cet ordinateur (LibTorch)</translation>
    </message>
    <message>
        <source>Skipped: no Python with torch was found on this computer, and the LibTorch smoke test cannot run: %1</source>
        <translation>Ignoré&#xa0;: aucun Python avec torch n&apos;a été trouvé sur cet ordinateur, et le test rapide LibTorch ne peut pas s&apos;exécuter&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancelled: the LibTorch smoke test of %1 was stopped.</source>
        <translation>Annulé&#xa0;: le test rapide LibTorch de %1 a été arrêté.</translation>
    </message>
    <message>
        <source>The LibTorch smoke test of %1 failed: %2</source>
        <translation>Le test rapide LibTorch de %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>The LibTorch smoke test of %1 failed: the loss did not fall while training on one fixed batch.</source>
        <translation>Le test rapide LibTorch de %1 a échoué&#xa0;: la perte n&apos;a pas baissé pendant l&apos;entraînement sur un lot fixe.</translation>
    </message>
    <message>
        <source>Run slipwayctl smoke --model %1 (or the Local page) for the full report, fix the model, export it again and run the ladder again.</source>
        <translation>Lancez slipwayctl smoke --model %1 (ou la page Local) pour le rapport complet, corrigez le modèle, exportez-le de nouveau et relancez l&apos;échelle.</translation>
    </message>
    <message numerus="yes">
        <source>No Python with torch here, so LibTorch trained the exported %1 instead: %n step(s) on one fixed batch of %2, %3 s per step, the loss fell from %4 to %5, peak memory %6 MB. This checks the model, not the script; its times are not used for the full run.</source>
        <translation>
            <numerusform>Pas de Python avec torch ici, LibTorch a donc entraîné le %1 exporté à la place&#xa0;: %n pas sur un lot fixe de %2, %3 s par pas, la perte est passée de %4 à %5, mémoire maximale %6 Mo. Cela vérifie le modèle, pas le script&#xa0;; ses temps ne servent pas pour l&apos;exécution complète.</numerusform>
            <numerusform>Pas de Python avec torch ici, LibTorch a donc entraîné le %1 exporté à la place&#xa0;: %n pas sur un lot fixe de %2, %3 s par pas, la perte est passée de %4 à %5, mémoire maximale %6 Mo. Cela vérifie le modèle, pas le script&#xa0;; ses temps ne servent pas pour l&apos;exécution complète.</numerusform>
        </translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler to run a debug job; choose a cluster to run this step.</source>
        <translation>Ignoré&#xa0;: cet ordinateur n&apos;a pas d&apos;ordonnanceur de travaux pour lancer un travail de débogage&#xa0;; choisissez une grappe pour exécuter cette étape.</translation>
    </message>
    <message numerus="yes">
        <source>Memory %1 per node: the peak of %2 MB per process seen by “%3”, × %n process(es) per node, plus 50 %.</source>
        <translation>
            <numerusform>Mémoire %1 par nœud&#xa0;: le pic de %2 Mo par processus vu par «&#xa0;%3&#xa0;», × %n processus par nœud, plus 50&#xa0;%.</numerusform>
            <numerusform>Mémoire %1 par nœud&#xa0;: le pic de %2 Mo par processus vu par «&#xa0;%3&#xa0;», × %n processus par nœud, plus 50&#xa0;%.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be started in %2: %3</source>
        <translation>%1 n&apos;a pas pu être lancé dans %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Skipped: the script needs a GPU that torch cannot use on this computer (it said: %1). The jobs on the cluster run it on GPUs.</source>
        <translation>Ignoré : le script a besoin d’un GPU que torch ne peut pas utiliser sur cet ordinateur (il a dit : %1). Les tâches sur le cluster l’exécutent sur des GPU.</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), but the job asks for none. Ask for GPUs under Resources, or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation type="vanished">Le script a besoin d’un GPU (il a dit : %1), mais la tâche n’en demande aucun. Demandez des GPU à l’étape «&#xa0;Ressources&#xa0;», ou laissez le script utiliser le CPU quand torch.cuda.is_available() vaut False.</translation>
    </message>
    <message>
        <source>Skipped: this computer has no batch scheduler to run a two-rank job; choose a cluster to run this step.</source>
        <translation>Ignoré : cet ordinateur n’a pas d’ordonnanceur de lots pour lancer une tâche à deux rangs ; choisissez un cluster pour cette étape.</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), but the job asks for none. Ask for GPUs (the Resources step, or gpus_per_node in the job spec), or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation>Le script a besoin d’un GPU (il a dit : %1), mais la tâche n’en demande aucun. Demandez des GPU (à l’étape «&#xa0;Ressources&#xa0;», ou gpus_per_node dans la description de la tâche), ou laissez le script utiliser le CPU quand torch.cuda.is_available() vaut False.</translation>
    </message>
    <message>
        <source>The script needs a GPU (it said: %1), and torch cannot use one on this computer. Choose a cluster with GPUs, or let the script use the CPU when torch.cuda.is_available() is False.</source>
        <translation>Le script a besoin d’un GPU (il a dit : %1), et torch ne peut en utiliser aucun sur cet ordinateur. Choisissez un cluster avec des GPU, ou laissez le script utiliser le CPU quand torch.cuda.is_available() vaut False.</translation>
    </message>
    <message>
        <source>Job %1 has ended (the scheduler no longer knows how). %2</source>
        <translation>La tâche %1 est terminée (l’ordonnanceur ne sait plus comment). %2</translation>
    </message>
</context>
<context>
    <name>advicerules</name>
    <message>
        <source>For a small model, several CPUs are usually the better choice: a GPU gives little speed-up and sits mostly idle (multi-cpu).</source>
        <translation>Pour un petit modèle, plusieurs CPU sont en général le meilleur choix&#xa0;: un GPU accélère peu et reste surtout inactif (multi-cpu).</translation>
    </message>
    <message>
        <source>%1 GPUs need torch %2 or newer; make sure the environment has it.</source>
        <translation>Les GPU %1 exigent torch %2 ou plus récent&#xa0;; vérifiez que l&apos;environnement l&apos;a.</translation>
    </message>
    <message>
        <source>torch %1 does not run on %2 GPUs; %3 or newer is required.</source>
        <translation>torch %1 ne fonctionne pas sur les GPU %2&#xa0;; il faut %3 ou plus récent.</translation>
    </message>
    <message>
        <source>Compute nodes of %1 have no internet: download datasets and pretrained weights on the login node before the job (a download inside the job fails).</source>
        <translation>Les nœuds de calcul de %1 n&apos;ont pas accès à Internet&#xa0;: téléchargez les jeux de données et les poids pré-entraînés sur le nœud de connexion avant la tâche (un téléchargement dans la tâche échoue).</translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy; the script sets it.</source>
        <translation>Les nœuds de calcul n&apos;accèdent à Internet que par le proxy du centre&#xa0;; le script le configure.</translation>
    </message>
    <message>
        <source>The script is given %1 DataLoader workers but each task has %2 CPU core(s); use num_workers = “CPUs per task” (%2).</source>
        <translation type="vanished">Le script reçoit %1 workers DataLoader mais chaque processus a %2 cœur(s) de CPU&#xa0;; utilisez num_workers = «&#xa0;CPU par processus&#xa0;» (%2).</translation>
    </message>
    <message>
        <source>Give the DataLoader as many workers as each task has CPU cores (num_workers=%1).</source>
        <translation>Donnez au DataLoader autant de workers que chaque processus a de cœurs de CPU (num_workers=%1).</translation>
    </message>
    <message>
        <source>Plain model parallelism splits a model that does not fit on one GPU; it does not make training faster. Use pipeline parallelism or DDP if speed is the goal.</source>
        <translation>Le simple parallélisme de modèle découpe un modèle qui ne tient pas sur un GPU&#xa0;; il ne rend pas l&apos;entraînement plus rapide. Utilisez le parallélisme en pipeline ou DDP si la vitesse est le but.</translation>
    </message>
    <message numerus="yes">
        <source>The script is given %1 DataLoader workers but each task has %n CPU core(s); use num_workers = “CPUs per task” (%n).</source>
        <translation>
            <numerusform>Le script reçoit %1 workers DataLoader mais chaque processus a %n cœur de CPU&#xa0;; utilisez num_workers = «&#xa0;CPU par processus&#xa0;» (%n).</numerusform>
            <numerusform>Le script reçoit %1 workers DataLoader mais chaque processus a %n cœurs de CPU&#xa0;; utilisez num_workers = «&#xa0;CPU par processus&#xa0;» (%n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>archivelisting</name>
    <message>
        <source>The archive&apos;s list of files could not be read.</source>
        <translation>La liste des fichiers de l&apos;archive est illisible.</translation>
    </message>
    <message>
        <source>The archive holds a link, %1, to %2, outside the folder it is unpacked into.</source>
        <translation>L&apos;archive contient un lien, %1, vers %2, hors du dossier où elle est décompressée.</translation>
    </message>
    <message>
        <source>The archive holds a link with a path that leads out of the folder: %1.</source>
        <translation>L&apos;archive contient un lien dont le chemin sort du dossier&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The archive holds a member without a name.</source>
        <translation>L&apos;archive contient un membre sans nom.</translation>
    </message>
    <message>
        <source>The archive holds a file with an absolute path, %1: unpacking it would write outside the chosen folder.</source>
        <translation>L&apos;archive contient un fichier au chemin absolu, %1&#xa0;: le décompresser écrirait hors du dossier choisi.</translation>
    </message>
    <message>
        <source>The archive holds a file whose path climbs out with &quot;..&quot;, %1: unpacking it would write outside the chosen folder.</source>
        <translation>L&apos;archive contient un fichier dont le chemin remonte avec «&#xa0;..&#xa0;», %1&#xa0;: le décompresser écrirait hors du dossier choisi.</translation>
    </message>
    <message>
        <source>The archive writes %1 through the link %2: unpacking it could write outside the chosen folder.</source>
        <translation>L&apos;archive écrit %1 à travers le lien %2&#xa0;: la décompresser pourrait écrire hors du dossier choisi.</translation>
    </message>
    <message>
        <source>The archive holds a device or pipe, %1; Slipway unpacks only files, folders and links.</source>
        <translation>L&apos;archive contient un périphérique ou un tube, %1&#xa0;; Slipway ne décompresse que des fichiers, des dossiers et des liens.</translation>
    </message>
    <message>
        <source>The archive holds a hard link, %1, to %2, which is not one of its own files.</source>
        <translation>L&apos;archive contient un lien physique, %1, vers %2, qui n&apos;est pas un de ses propres fichiers.</translation>
    </message>
</context>
<context>
    <name>cachefolders</name>
    <message>
        <source>Hugging Face models and datasets</source>
        <translation>Modèles et jeux de données Hugging Face</translation>
    </message>
    <message>
        <source>Pretrained weights from torchvision and PyTorch Hub</source>
        <translation>Poids pré-entraînés de torchvision et de PyTorch Hub</translation>
    </message>
    <message>
        <source>Kernels compiled by torch.compile (Triton)</source>
        <translation>Noyaux compilés par torch.compile (Triton)</translation>
    </message>
    <message>
        <source>Other programs&apos; caches</source>
        <translation>Caches d&apos;autres programmes</translation>
    </message>
    <message>
        <source>%1 go to %2 instead of your home folder, so they do not fill its quota.</source>
        <translation>Les %1 vont dans %2 plutôt que dans votre dossier personnel, pour ne pas remplir son quota.</translation>
    </message>
</context>
<context>
    <name>cobaltparser</name>
    <message>
        <source>Waiting for another job it depends on.</source>
        <translation>En attente d&apos;une autre tâche dont elle dépend.</translation>
    </message>
    <message>
        <source>A job it depends on failed, so Cobalt will not start it. Delete it with qdel and submit it again.</source>
        <translation>Une tâche dont elle dépend a échoué, Cobalt ne la lancera donc pas. Supprimez-la avec qdel et soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>The job is on hold (user_hold); release it with qrls.</source>
        <translation>La tâche est suspendue (user_hold)&#xa0;; libérez-la avec qrls.</translation>
    </message>
    <message>
        <source>The job is on hold (%1); ask the site.</source>
        <translation>La tâche est suspendue (%1)&#xa0;; adressez-vous au centre.</translation>
    </message>
</context>
<context>
    <name>cobaltscheduler</name>
    <message>
        <source>Cobalt refuses the job. Cobalt says: </source>
        <translation>Cobalt refuse la tâche. Cobalt indique&#xa0;: </translation>
    </message>
</context>
<context>
    <name>commandrunner</name>
    <message>
        <source>Could not start %1: %2</source>
        <translation>Impossible de lancer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>La commande sur %1 a été annulée.</translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation>La commande sur %1 ne s&apos;est pas terminée en %2 s et a été arrêtée.</translation>
    </message>
    <message>
        <source>The command on %1 was killed.</source>
        <translation>La commande sur %1 a été tuée.</translation>
    </message>
</context>
<context>
    <name>connectionstore</name>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is damaged (%2); saved connections are not shown.</source>
        <translation>%1 est endommagé (%2)&#xa0;; les connexions enregistrées ne sont pas affichées.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>efficiency</name>
    <message>
        <source>The job was stopped because it needed more memory than it asked for (%1 per node). Ask for more memory, or use smaller batches.</source>
        <translation>La tâche a été arrêtée car elle avait besoin de plus de mémoire que demandé (%1 par nœud). Demandez plus de mémoire, ou utilisez des lots plus petits.</translation>
    </message>
    <message>
        <source>The job reached its time limit (%1) and was stopped. Ask for more time, or save checkpoints so that a new job can carry on where this one stopped.</source>
        <translation>La tâche a atteint sa limite de temps (%1) et a été arrêtée. Demandez plus de temps, ou enregistrez des points de contrôle pour qu&apos;une nouvelle tâche reprenne là où celle-ci s&apos;est arrêtée.</translation>
    </message>
    <message>
        <source>A compute node failed while the job ran. This was not caused by your script: submit it again.</source>
        <translation>Un nœud de calcul est tombé en panne pendant la tâche. Votre script n&apos;y est pour rien&#xa0;: soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>A compute node could not start for the job. This was not caused by your script: submit it again.</source>
        <translation>Un nœud de calcul n&apos;a pas pu démarrer pour la tâche. Votre script n&apos;y est pour rien&#xa0;: soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>The job was stopped to make room for a job with higher priority. Submit it again; checkpoints let it carry on.</source>
        <translation>La tâche a été arrêtée pour faire place à une tâche plus prioritaire. Soumettez-la à nouveau&#xa0;; avec des points de contrôle, elle reprend où elle en était.</translation>
    </message>
    <message>
        <source>The job&apos;s program was ended by signal %1. Look at the last lines of its log.</source>
        <translation>Le programme de la tâche a été terminé par le signal %1. Regardez les dernières lignes de son journal.</translation>
    </message>
    <message>
        <source>The job&apos;s script ended with exit status %1. Look at the last lines of its log.</source>
        <translation>Le script de la tâche s&apos;est terminé avec le code de sortie %1. Regardez les dernières lignes de son journal.</translation>
    </message>
    <message>
        <source>The job was cancelled before it finished.</source>
        <translation>La tâche a été annulée avant d&apos;avoir fini.</translation>
    </message>
    <message>
        <source>Used all of the %1 you asked for: the run needs more. Ask for %2 next time, or save checkpoints.</source>
        <translation>Tout le %1 demandé a été utilisé&#xa0;: l&apos;exécution a besoin de plus. Demandez %2 la prochaine fois, ou enregistrez des points de contrôle.</translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3): ask for %4 next time; shorter jobs start sooner.</source>
        <translation>%1 du temps demandé utilisé (%2 sur %3)&#xa0;: demandez %4 la prochaine fois&#xa0;; les tâches plus courtes démarrent plus tôt.</translation>
    </message>
    <message>
        <source>Used %1 of the time you asked for (%2 of %3).</source>
        <translation>%1 du temps demandé utilisé (%2 sur %3).</translation>
    </message>
    <message>
        <source>Ran out of the %1 per node it asked for: ask for %2 next time.</source>
        <translation>A manqué des %1 par nœud demandés&#xa0;: demandez %2 la prochaine fois.</translation>
    </message>
    <message>
        <source>Peak memory %1 of %2%3.</source>
        <translation>Mémoire maximale %1 sur %2%3.</translation>
    </message>
    <message>
        <source> Ask for %1 next time.</source>
        <translation> Demandez %1 la prochaine fois.</translation>
    </message>
    <message>
        <source>The %1 CPUs were busy %2 of the time.</source>
        <translation>Les %1 CPU ont été occupés %2 du temps.</translation>
    </message>
    <message>
        <source>The CPU was busy %1 of the time.</source>
        <translation>Le CPU a été occupé %1 du temps.</translation>
    </message>
    <message>
        <source> %1 CPUs per node would do.</source>
        <translation> %1 CPU par nœud suffiraient.</translation>
    </message>
    <message>
        <source>GPU use was not sampled while the job ran.</source>
        <translation>L&apos;utilisation des GPU n&apos;a pas été mesurée pendant la tâche.</translation>
    </message>
    <message>
        <source>The GPUs were almost idle (%1 on average over %2 samples): check that the model and the data are moved to the GPU, and that data loading keeps up.</source>
        <translation>Les GPU étaient presque inactifs (%1 en moyenne sur %2 mesures)&#xa0;: vérifiez que le modèle et les données sont bien placés sur le GPU, et que le chargement des données suit.</translation>
    </message>
    <message>
        <source>The GPUs were busy %1 of the time on average (%2 samples).</source>
        <translation>Les GPU ont été occupés %1 du temps en moyenne (%2 mesures).</translation>
    </message>
    <message>
        <source>%1 (more than this run had)</source>
        <translation>%1 (plus que ce que cette exécution avait)</translation>
    </message>
    <message>
        <source>%1 (%2 % above what this run used)</source>
        <translation>%1 (%2 % au-dessus de ce que cette exécution a utilisé)</translation>
    </message>
</context>
<context>
    <name>efficiencyfetch</name>
    <message>
        <source>&quot;%1&quot; is not a Slurm job id.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant de tâche Slurm.</translation>
    </message>
    <message>
        <source>Slurm&apos;s accounting on %1 has no record of job %2%3</source>
        <translation>La comptabilité Slurm de %1 n&apos;a pas d&apos;enregistrement pour la tâche %2%3</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
</context>
<context>
    <name>environmentdiscovery</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
</context>
<context>
    <name>environmentrecipe</name>
    <message>
        <source>Make the site&apos;s extra module folder %1 visible.</source>
        <translation>Rendre visible le dossier de modules supplémentaire %1 du centre.</translation>
    </message>
    <message>
        <source>Load the software modules: %1.</source>
        <translation>Charger les modules logiciels&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a batch script.</source>
        <translation>Faire fonctionner «&#xa0;conda activate&#xa0;» dans un script de soumission.</translation>
    </message>
    <message>
        <source>Activate the conda environment in %1.</source>
        <translation>Activer l&apos;environnement conda situé dans %1.</translation>
    </message>
    <message>
        <source>Activate the conda environment named %1.</source>
        <translation>Activer l&apos;environnement conda nommé %1.</translation>
    </message>
    <message>
        <source>Activate the virtual environment made once on the login node (see the set-up script).</source>
        <translation>Activer l&apos;environnement virtuel créé une fois sur le nœud de connexion (voir le script de préparation).</translation>
    </message>
    <message>
        <source>Use that environment here and in the job steps.</source>
        <translation>Utiliser cet environnement ici et dans les étapes de la tâche.</translation>
    </message>
    <message>
        <source>Create a fresh environment on the node&apos;s local disk (rebuilt in every job; fast, no quota).</source>
        <translation>Créer un environnement neuf sur le disque local du nœud (reconstruit à chaque tâche&#xa0;; rapide, hors quota).</translation>
    </message>
    <message>
        <source>Install %1 from the site&apos;s wheelhouse (its own collection of packages built for this cluster).</source>
        <translation>Installer %1 depuis le wheelhouse du centre (sa propre collection de paquets compilés pour cette grappe).</translation>
    </message>
    <message>
        <source>Run with bash.</source>
        <translation>Exécuter avec bash.</translation>
    </message>
    <message>
        <source>What this script is for.</source>
        <translation>À quoi sert ce script.</translation>
    </message>
    <message>
        <source>Stop at the first command that fails.</source>
        <translation>S&apos;arrêter à la première commande qui échoue.</translation>
    </message>
    <message>
        <source>Make the folder that holds the environment.</source>
        <translation>Créer le dossier qui contient l&apos;environnement.</translation>
    </message>
    <message>
        <source>Create the venv once, on top of the module&apos;s Python, so the site&apos;s PyTorch stays visible.</source>
        <translation>Créer le venv une fois, par-dessus le Python du module, pour que le PyTorch du centre reste visible.</translation>
    </message>
    <message>
        <source>Install the extra packages into the venv.</source>
        <translation>Installer les paquets supplémentaires dans le venv.</translation>
    </message>
    <message>
        <source>Make &apos;conda activate&apos; work in a script.</source>
        <translation>Faire fonctionner «&#xa0;conda activate&#xa0;» dans un script.</translation>
    </message>
    <message>
        <source>Create the conda environment once.</source>
        <translation>Créer l&apos;environnement conda une fois.</translation>
    </message>
    <message>
        <source>Install the packages into it.</source>
        <translation>Y installer les paquets.</translation>
    </message>
    <message>
        <source>Check that PyTorch works and say whether it can use GPUs.</source>
        <translation>Vérifier que PyTorch fonctionne et dire s&apos;il peut utiliser des GPU.</translation>
    </message>
    <message>
        <source>Activate it.</source>
        <translation>L&apos;activer.</translation>
    </message>
    <message>
        <source>Charliecloud shows the container your home folder at /home/$USER: the job starts in the same folder there (and stops here when it runs outside the home folder).</source>
        <translation>Charliecloud montre au conteneur votre dossier personnel sous /home/$USER&#xa0;: la tâche y démarre dans le même dossier (et s&apos;arrête ici si elle s&apos;exécute hors du dossier personnel).</translation>
    </message>
</context>
<context>
    <name>environmentsetup</name>
    <message>
        <source>The environment has no folder; say where it should go.</source>
        <translation>L&apos;environnement n&apos;a pas de dossier&#xa0;; indiquez où il doit se trouver.</translation>
    </message>
    <message>
        <source>Slipway will not create an environment in %1 on %2: %3. Choose another folder%4.</source>
        <translation>Slipway ne créera pas d&apos;environnement dans %1 sur %2&#xa0;: %3. Choisissez un autre dossier%4.</translation>
    </message>
    <message>
        <source>This environment needs no set-up on the login node.</source>
        <translation>Cet environnement n&apos;a besoin d&apos;aucune préparation sur le nœud de connexion.</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
    <message>
        <source>The set-up was cancelled; the environment may be half made. Run the set-up again to finish it.</source>
        <translation>La préparation a été annulée&#xa0;; l&apos;environnement est peut-être à moitié créé. Relancez la préparation pour la terminer.</translation>
    </message>
    <message>
        <source>The environment is ready.</source>
        <translation>L&apos;environnement est prêt.</translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation>La préparation ne s&apos;est pas terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The set-up failed (exit status %1)%2</source>
        <translation>La préparation a échoué (code de sortie %1)%2</translation>
    </message>
</context>
<context>
    <name>eventfilereader</name>
    <message>
        <source>The record&apos;s checksums match but it is not a TensorBoard event; it was skipped.</source>
        <translation>Les sommes de contrôle de l&apos;enregistrement sont bonnes, mais ce n&apos;est pas un événement TensorBoard&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>Some tag names in this file are not valid UTF-8 text; their invalid bytes are shown as �.</source>
        <translation>Certains noms d&apos;étiquettes de ce fichier ne sont pas du texte UTF-8 valide&#xa0;; leurs octets invalides s&apos;affichent comme �.</translation>
    </message>
    <message>
        <source>Cannot open the event file: %1</source>
        <translation>Impossible d&apos;ouvrir le fichier d&apos;événements&#xa0;: %1</translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than the rest of the file holds, yet complete records follow it at byte %2: its length field is wrong (damaged or forged); %3 bytes were skipped.</source>
        <translation>L&apos;enregistrement annonce %1 octets, plus que le reste du fichier, pourtant des enregistrements complets suivent à l&apos;octet %2&#xa0;: son champ de longueur est faux (endommagé ou falsifié)&#xa0;; %3 octets ont été ignorés.</translation>
    </message>
    <message>
        <source>The record&apos;s contents do not match their checksum (damaged data); it was skipped.</source>
        <translation>Le contenu de l&apos;enregistrement ne correspond pas à sa somme de contrôle (données endommagées)&#xa0;; il a été ignoré.</translation>
    </message>
    <message>
        <source>The record claims %1 bytes, more than any event holds; looking for the next valid record.</source>
        <translation>L&apos;enregistrement annonce %1 octets, plus qu&apos;aucun événement&#xa0;; recherche de l&apos;enregistrement valide suivant.</translation>
    </message>
    <message>
        <source>The record&apos;s length field does not match its checksum (damaged or not an event file); looking for the next valid record.</source>
        <translation>Le champ de longueur de l&apos;enregistrement ne correspond pas à sa somme de contrôle (endommagé ou pas un fichier d&apos;événements)&#xa0;; recherche de l&apos;enregistrement valide suivant.</translation>
    </message>
    <message>
        <source>No valid record in %1 bytes: this does not look like a TensorBoard event file.</source>
        <translation>Aucun enregistrement valide dans %1 octets&#xa0;: cela ne ressemble pas à un fichier d&apos;événements TensorBoard.</translation>
    </message>
</context>
<context>
    <name>eventfilewriter</name>
    <message>
        <source>No log folder was given for the event file.</source>
        <translation>Aucun dossier de journaux n&apos;a été donné pour le fichier d&apos;événements.</translation>
    </message>
    <message>
        <source>Cannot create the log folder %1.</source>
        <translation>Impossible de créer le dossier de journaux %1.</translation>
    </message>
    <message>
        <source>Cannot create the event file %1: %2</source>
        <translation>Impossible de créer le fichier d&apos;événements %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The event file is not open.</source>
        <translation>Le fichier d&apos;événements n&apos;est pas ouvert.</translation>
    </message>
    <message>
        <source>Cannot write to the event file %1: %2</source>
        <translation>Impossible d&apos;écrire dans le fichier d&apos;événements %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>eventmirror</name>
    <message>
        <source>Cannot write the cache index %1: %2</source>
        <translation>Impossible d&apos;écrire l&apos;index du cache %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no folder or file %1 on %2.</source>
        <translation>Il n&apos;y a ni dossier ni fichier %1 sur %2.</translation>
    </message>
    <message>
        <source>No permission to open %1 on %2.</source>
        <translation>Pas la permission d&apos;ouvrir %1 sur %2.</translation>
    </message>
    <message>
        <source>Listing %1 on %2 gave an answer Slipway does not understand (is GNU find on the login node?).</source>
        <translation>Le listage de %1 sur %2 a donné une réponse que Slipway ne comprend pas (GNU find est-il présent sur le nœud de connexion&#xa0;?).</translation>
    </message>
    <message>
        <source>Ignored a listing entry Slipway does not understand: %1</source>
        <translation>Entrée de liste incomprise ignorée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot create the cache folder %1.</source>
        <translation>Impossible de créer le dossier de cache %1.</translation>
    </message>
    <message>
        <source>Cannot write the cached copy %1: %2</source>
        <translation>Impossible d&apos;écrire la copie en cache %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The cached copy %1 changed while it was being updated.</source>
        <translation>La copie en cache %1 a changé pendant sa mise à jour.</translation>
    </message>
    <message>
        <source>Cannot put the cached copy %1 in place: %2</source>
        <translation>Impossible de mettre en place la copie en cache %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reading %1 on %2 gave an answer Slipway does not understand: %3.</source>
        <translation>La lecture de %1 sur %2 a donné une réponse que Slipway ne comprend pas&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The fetch program sent %1, which it did not list.</source>
        <translation>Le programme de récupération a envoyé %1, qu&apos;il n&apos;avait pas listé.</translation>
    </message>
    <message>
        <source>Reading %1 on %2 stopped: %3.</source>
        <translation>La lecture de %1 sur %2 s&apos;est interrompue&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>La connexion à la grappe est perdue.</translation>
    </message>
    <message>
        <source>Reading %1 was stopped.</source>
        <translation>La lecture de %1 a été arrêtée.</translation>
    </message>
    <message>
        <source>Some folders could not be listed: %1</source>
        <translation>Certains dossiers n&apos;ont pas pu être listés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Listing %1 was stopped.</source>
        <translation>Le listage de %1 a été arrêté.</translation>
    </message>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation>La connexion à la grappe a été fermée.</translation>
    </message>
    <message>
        <source>%1 became shorter while it was read; the next sync fetches it again.</source>
        <translation>%1 a raccourci pendant sa lecture&#xa0;; la prochaine synchronisation le récupère à nouveau.</translation>
    </message>
    <message>
        <source>The sync was cancelled.</source>
        <translation>La synchronisation a été annulée.</translation>
    </message>
</context>
<context>
    <name>examplegallery</name>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>examples</name>
    <message>
        <source>MNIST CNN with DataParallel</source>
        <translation>MNIST CNN avec DataParallel</translation>
    </message>
    <message>
        <source>One process that uses all the GPUs of its node: DataParallel splits every batch across them and adds up the gradients. The smallest change to a one-GPU script; no launcher needed.</source>
        <translation>Un processus qui utilise tous les GPU de son nœud&#xa0;: DataParallel répartit chaque lot entre eux et additionne les gradients. Le plus petit changement à un script à un GPU&#xa0;; aucun lanceur nécessaire.</translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it.</source>
        <translation>Images synthétiques 28x28&#xa0;; Fashion-MNIST quand --data nomme un dossier qui le contient.</translation>
    </message>
    <message>
        <source>DataParallel on all GPUs of a node</source>
        <translation>DataParallel sur tous les GPU d&apos;un nœud</translation>
    </message>
    <message>
        <source>MNIST CNN with DistributedDataParallel</source>
        <translation>MNIST CNN avec DistributedDataParallel</translation>
    </message>
    <message>
        <source>One process per GPU (per task on a CPU-only job) with DistributedDataParallel; rank 0 logs to TensorBoard and writes the checkpoint every rank resumes from.</source>
        <translation>Un processus par GPU (par processus Slurm dans une tâche sans GPU) avec DistributedDataParallel&#xa0;; le rang 0 écrit les journaux TensorBoard et le point de contrôle d&apos;où reprend chaque rang.</translation>
    </message>
    <message>
        <source>DDP started by srun (one task per GPU)</source>
        <translation>DDP lancé par srun (un processus par GPU)</translation>
    </message>
    <message>
        <source>DDP started by torchrun (one per node)</source>
        <translation>DDP lancé par torchrun (un par nœud)</translation>
    </message>
    <message>
        <source>MNIST CNN with Horovod</source>
        <translation>MNIST CNN avec Horovod</translation>
    </message>
    <message>
        <source>One rank per GPU started by srun; Horovod averages the gradients after every step. Needs Horovod in the job&apos;s environment (the site&apos;s module); --dry-run checks everything else without it.</source>
        <translation>Un rang par GPU lancé par srun&#xa0;; Horovod fait la moyenne des gradients après chaque étape. Demande Horovod dans l&apos;environnement de la tâche (le module du centre)&#xa0;; --dry-run vérifie tout le reste sans lui.</translation>
    </message>
    <message>
        <source>Horovod (needs Horovod installed)</source>
        <translation>Horovod (Horovod doit être installé)</translation>
    </message>
    <message>
        <source>MNIST CNN</source>
        <translation>MNIST CNN</translation>
    </message>
    <message>
        <source>The MNIST CNN of PyTorch&apos;s examples, as the centres&apos; PyTorch pages train it first: one process on one device. Logs loss and accuracy to TensorBoard and resumes from its checkpoint.</source>
        <translation>Le CNN MNIST des exemples de PyTorch, celui que les pages PyTorch des centres entraînent en premier&#xa0;: un processus sur un périphérique. Enregistre la perte et la précision dans TensorBoard et reprend à partir de son point de contrôle.</translation>
    </message>
    <message>
        <source>Synthetic 28x28 images; Fashion-MNIST when --data names a folder holding it (nothing is downloaded by the job).</source>
        <translation>Images synthétiques 28x28&#xa0;; Fashion-MNIST quand --data nomme un dossier qui le contient (la tâche ne télécharge rien).</translation>
    </message>
    <message>
        <source>MNIST CNN on the CPU</source>
        <translation>MNIST CNN sur le CPU</translation>
    </message>
    <message>
        <source>MNIST CNN on one GPU</source>
        <translation>MNIST CNN sur un GPU</translation>
    </message>
    <message>
        <source>MNIST CNN split across two GPUs (model parallel)</source>
        <translation>MNIST CNN découpé sur deux GPU (parallélisme de modèle)</translation>
    </message>
    <message>
        <source>The network&apos;s convolutional half on the first GPU and its classifier on the second: how a model too large for one GPU trains on two. One process; not faster than one GPU.</source>
        <translation>La moitié convolutive du réseau sur le premier GPU et son classifieur sur le second&#xa0;: comment un modèle trop grand pour un GPU s&apos;entraîne sur deux. Un processus&#xa0;; pas plus rapide qu&apos;un GPU.</translation>
    </message>
    <message>
        <source>Model parallel across two GPUs</source>
        <translation>Parallélisme de modèle sur deux GPU</translation>
    </message>
    <message>
        <source>MNIST CNN on many CPU cores</source>
        <translation>MNIST CNN sur de nombreux cœurs de CPU</translation>
    </message>
    <message>
        <source>One process whose convolutions and matrix products use all the cores of the job (OMP_NUM_THREADS). Logs loss and images per second.</source>
        <translation>Un processus dont les convolutions et produits matriciels utilisent tous les cœurs de la tâche (OMP_NUM_THREADS). Enregistre la perte et les images par seconde.</translation>
    </message>
    <message>
        <source>MNIST CNN as a two-stage pipeline (pipeline parallel)</source>
        <translation>MNIST CNN en pipeline à deux étages (parallélisme en pipeline)</translation>
    </message>
    <message>
        <source>The network cut in two across two GPUs, each batch split into micro-batches so that both GPUs work at once (GPipe&apos;s schedule). One process.</source>
        <translation>Le réseau coupé en deux sur deux GPU, chaque lot divisé en micro-lots pour que les deux GPU travaillent en même temps (l&apos;ordonnancement de GPipe). Un processus.</translation>
    </message>
    <message>
        <source>Pipeline parallel on two GPUs</source>
        <translation>Pipeline parallèle sur deux GPU</translation>
    </message>
</context>
<context>
    <name>forecast</name>
    <message>
        <source>At this rate step %1 of %2 when the time limit ends in %3.</source>
        <translation>À ce rythme, étape %1 sur %2 quand la limite de temps tombera dans %3.</translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2, %3 before the time limit.</source>
        <translation>À ce rythme, la dernière étape (%1) arrive dans %2, %3 avant la limite de temps.</translation>
    </message>
    <message>
        <source>At this rate the last step (%1) comes in %2.</source>
        <translation>À ce rythme, la dernière étape (%1) arrive dans %2.</translation>
    </message>
</context>
<context>
    <name>gpuuse</name>
    <message>
        <source>MIG %1 (GPU instance %2)</source>
        <translation>MIG %1 (instance GPU %2)</translation>
    </message>
</context>
<context>
    <name>guiprompter</name>
    <message>
        <source>The window that would ask was closed.</source>
        <translation>La fenêtre qui devait poser la question a été fermée.</translation>
    </message>
</context>
<context>
    <name>httpfetcher</name>
    <message>
        <source>Could not write %1 on this computer: %2</source>
        <translation>Impossible d&apos;écrire %1 sur cet ordinateur&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not write the download on this computer: %1</source>
        <translation>Impossible d&apos;écrire le téléchargement sur cet ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>The download failed: %1</source>
        <translation>Le téléchargement a échoué&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>inputshapeparser</name>
    <message>
        <source>The input shape is empty. Give the shape of one sample without the batch dimension, e.g. 1x28x28.</source>
        <translation>La forme d&apos;entrée est vide. Donnez la forme d&apos;un échantillon sans la dimension du lot, par ex. 1x28x28.</translation>
    </message>
    <message>
        <source>At most 16 inputs are supported, %1 were given.</source>
        <translation>16 entrées au plus sont prises en charge, %1 ont été données.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has an empty input between separators.</source>
        <translation>«&#xa0;%1&#xa0;» a une entrée vide entre deux séparateurs.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has %2 dimensions; at most 8 are supported.</source>
        <translation>«&#xa0;%1&#xa0;» a %2 dimensions&#xa0;; 8 au plus sont prises en charge.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; in the input shape &quot;%2&quot; is not a whole number between 1 and 16777216. Write the shape like 1x28x28.</source>
        <translation>«&#xa0;%1&#xa0;» dans la forme d&apos;entrée «&#xa0;%2&#xa0;» n&apos;est pas un entier entre 1 et 16777216. Écrivez la forme comme 1x28x28.</translation>
    </message>
</context>
<context>
    <name>jobspec</name>
    <message>
        <source>%1%2: must be text</source>
        <translation>%1%2&#xa0;: doit être du texte</translation>
    </message>
    <message>
        <source>%1: must be a whole number</source>
        <translation>%1&#xa0;: doit être un nombre entier</translation>
    </message>
    <message>
        <source>%1: must be at least %2</source>
        <translation>%1&#xa0;: doit valoir au moins %2</translation>
    </message>
    <message>
        <source>%1%2: must be a list of text</source>
        <translation>%1%2&#xa0;: doit être une liste de textes</translation>
    </message>
    <message>
        <source>%1: is given more than once; keep one.</source>
        <translation>%1&#xa0;: est donné plusieurs fois&#xa0;; n&apos;en gardez qu&apos;un.</translation>
    </message>
    <message>
        <source>%1: is not a job spec field (misspelt?)</source>
        <translation>%1&#xa0;: n&apos;est pas un champ de description de tâche (faute de frappe&#xa0;?)</translation>
    </message>
</context>
<context>
    <name>launcher</name>
    <message>
        <source>The first node of the job hosts the rendezvous.</source>
        <translation>Le premier nœud de la tâche héberge le point de rendez-vous.</translation>
    </message>
    <message>
        <source>Pass it to every rank.</source>
        <translation>Le transmettre à chaque rang.</translation>
    </message>
    <message>
        <source>The numeric part of the job id.</source>
        <translation>La partie numérique de l&apos;identifiant de la tâche.</translation>
    </message>
    <message>
        <source>A port derived from the job id, so two jobs on one node do not collide.</source>
        <translation>Un port dérivé de l&apos;identifiant de la tâche, pour que deux tâches sur un même nœud n&apos;entrent pas en conflit.</translation>
    </message>
    <message>
        <source>The first host of the allocation hosts the rendezvous.</source>
        <translation>Le premier hôte de l&apos;allocation héberge le point de rendez-vous.</translation>
    </message>
    <message>
        <source>Each rank uses the CPU cores of its own task.</source>
        <translation>Chaque rang utilise les cœurs de CPU de son propre processus.</translation>
    </message>
    <message>
        <source>Start %1 rank(s), one per GPU (%2 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation type="vanished">Lancer %1 rang(s), un par GPU (%2 par nœud)&#xa0;; chacun reçoit RANK, LOCAL_RANK et WORLD_SIZE de Slurm dans sa propre étape.</translation>
    </message>
    <message>
        <source>Start %1 Horovod rank(s), one per %2; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation type="vanished">Lancer %1 rang(s) Horovod, un par %2&#xa0;; Horovod trouve les autres par le MPI de Slurm.</translation>
    </message>
    <message>
        <source>Share the node&apos;s cores among its %1 worker(s).</source>
        <translation type="vanished">Partager les cœurs du nœud entre ses %1 workers.</translation>
    </message>
    <message>
        <source>Let PyTorch use all %1 cores for intra-op parallelism.</source>
        <translation>Laisser PyTorch utiliser les %1 cœurs pour le parallélisme intra-opération.</translation>
    </message>
    <message>
        <source>How many nodes PBS gave the job.</source>
        <translation>Combien de nœuds PBS a donnés à la tâche.</translation>
    </message>
    <message>
        <source>Each rank uses the cores bound to it.</source>
        <translation>Chaque rang utilise les cœurs qui lui sont liés.</translation>
    </message>
    <message>
        <source>%1 cores (%2 hardware threads)</source>
        <translation>%1 cœurs (%2 threads matériels)</translation>
    </message>
    <message>
        <source>Start one rank per GPU (%1 per node) with mpiexec, bound to %2 each; RANK, LOCAL_RANK and WORLD_SIZE come from PMI.</source>
        <translation>Lancer un rang par GPU (%1 par nœud) avec mpiexec, lié chacun à %2&#xa0;; RANK, LOCAL_RANK et WORLD_SIZE viennent de PMI.</translation>
    </message>
    <message>
        <source>Start one Horovod rank per GPU (%1 per node) with mpiexec, bound to %2 each.</source>
        <translation>Lancer un rang Horovod par GPU (%1 par nœud) avec mpiexec, lié chacun à %2.</translation>
    </message>
    <message>
        <source>torchrun once per node; %1 worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation type="vanished">torchrun une fois par nœud&#xa0;; %1 worker(s) par nœud se retrouvent sur le premier nœud, dont le torchrun (PMI_RANK 0) tient le point de rendez-vous.</translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores for intra-op parallelism.</source>
        <translation>Laisser PyTorch utiliser %1 cœurs pour le parallélisme intra-opération.</translation>
    </message>
    <message>
        <source>Ranks per KNL node.</source>
        <translation>Rangs par nœud KNL.</translation>
    </message>
    <message>
        <source>All ranks: ranks per node times the nodes Cobalt gave.</source>
        <translation>Tous les rangs&#xa0;: rangs par nœud fois les nœuds donnés par Cobalt.</translation>
    </message>
    <message>
        <source>Run on the KNL compute nodes (never the login or mom node): 2 hardware threads per core, %1 OpenMP threads per rank bound by depth.</source>
        <translation>Exécuter sur les nœuds de calcul KNL (jamais sur le nœud de connexion ni le nœud MOM)&#xa0;: 2 threads matériels par cœur, %1 threads OpenMP par rang liés par profondeur.</translation>
    </message>
    <message>
        <source>Let PyTorch use %1 cores.</source>
        <translation>Laisser PyTorch utiliser %1 cœurs.</translation>
    </message>
    <message>
        <source>torchrun on this computer with %1 worker(s).</source>
        <translation type="vanished">torchrun sur cet ordinateur avec %1 worker(s).</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Exécuter %1</translation>
    </message>
    <message>
        <source> with its arguments</source>
        <translation> avec ses arguments</translation>
    </message>
    <message>
        <source> inside the container</source>
        <translation> dans le conteneur</translation>
    </message>
    <message>
        <source> (--nv passes the GPUs in)</source>
        <translation> (--nv y transmet les GPU)</translation>
    </message>
    <message>
        <source>.</source>
        <extracomment>The full stop that ends &quot;Run %1 with its arguments inside the container&quot;</extracomment>
        <translation>.</translation>
    </message>
    <message>
        <source> (ch-run shows it your home folder, and the job starts in the same folder there)</source>
        <translation> (ch-run lui montre votre dossier personnel, et la tâche y démarre dans le même dossier)</translation>
    </message>
    <message numerus="yes">
        <source>Start %n rank(s), one per GPU (%1 per node); each gets RANK, LOCAL_RANK and WORLD_SIZE from Slurm inside its own step.</source>
        <translation>
            <numerusform>Lancer %n rang, un par GPU (%1 par nœud)&#xa0;; chacun reçoit RANK, LOCAL_RANK et WORLD_SIZE de Slurm dans sa propre étape.</numerusform>
            <numerusform>Lancer %n rangs, un par GPU (%1 par nœud)&#xa0;; chacun reçoit RANK, LOCAL_RANK et WORLD_SIZE de Slurm dans sa propre étape.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start %n Horovod rank(s), one per %1; Horovod finds its peers through Slurm&apos;s MPI.</source>
        <translation>
            <numerusform>Lancer %n rang Horovod, un par %1&#xa0;; Horovod trouve les autres par le MPI de Slurm.</numerusform>
            <numerusform>Lancer %n rangs Horovod, un par %1&#xa0;; Horovod trouve les autres par le MPI de Slurm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Share the node&apos;s cores among its %n worker(s).</source>
        <translation>
            <numerusform>Donner les cœurs du nœud à son %n worker.</numerusform>
            <numerusform>Partager les cœurs du nœud entre ses %n workers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun, once per node with all of the node&apos;s cores (srun does not inherit --cpus-per-task), run by this environment&apos;s Python: it starts %n worker(s) per node and they meet at the first host (c10d), whose torchrun (SLURM_NODEID 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun, une fois par nœud avec tous les cœurs du nœud (srun n&apos;hérite pas de --cpus-per-task), lancé par le Python de cet environnement&#xa0;: il démarre %n worker par nœud, et les workers se retrouvent sur le premier hôte (c10d), dont le torchrun (SLURM_NODEID 0) tient le point de rendez-vous.</numerusform>
            <numerusform>torchrun, une fois par nœud avec tous les cœurs du nœud (srun n&apos;hérite pas de --cpus-per-task), lancé par le Python de cet environnement&#xa0;: il démarre %n workers par nœud, qui se retrouvent sur le premier hôte (c10d), dont le torchrun (SLURM_NODEID 0) tient le point de rendez-vous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun once per node; %n worker(s) per node meet at the first node, whose torchrun (PMI_RANK 0) serves the rendezvous.</source>
        <translation>
            <numerusform>torchrun une fois par nœud&#xa0;; %n worker par nœud rejoint les autres sur le premier nœud, dont le torchrun (PMI_RANK 0) tient le point de rendez-vous.</numerusform>
            <numerusform>torchrun une fois par nœud&#xa0;; %n workers par nœud se retrouvent sur le premier nœud, dont le torchrun (PMI_RANK 0) tient le point de rendez-vous.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>torchrun on this computer with %n worker(s).</source>
        <translation>
            <numerusform>torchrun sur cet ordinateur avec %n worker.</numerusform>
            <numerusform>torchrun sur cet ordinateur avec %n workers.</numerusform>
        </translation>
    </message>
    <message>
        <source>A port derived from the job id (and the task&apos;s index in a sweep), so two jobs on one node do not collide.</source>
        <translation>Un port tiré du numéro de la tâche (et de son rang dans le balayage), pour que deux tâches sur un même nœud n&apos;entrent pas en conflit.</translation>
    </message>
</context>
<context>
    <name>localmodule</name>
    <message>
        <source>The LibTorch module (%1) is not installed, so local smoke tests are unavailable. Everything else works. To get them, install the slipway-local package (sudo apt-get install slipway-local). Looked in: %2</source>
        <translation>Le module LibTorch (%1) n&apos;est pas installé, les tests de fumée locaux sont donc indisponibles. Tout le reste fonctionne. Pour les obtenir, installez le paquet slipway-local (sudo apt-get install slipway-local). Cherché dans&#xa0;: %2</translation>
    </message>
    <message>
        <source>LibTorch is not installed, so local smoke tests are unavailable (on Debian: apt install libtorch1.13). Everything else works. Details: %1</source>
        <translation>LibTorch n&apos;est pas installé, les tests de fumée locaux sont donc indisponibles (sous Debian&#xa0;: apt install libtorch1.13). Tout le reste fonctionne. Détails&#xa0;: %1</translation>
    </message>
    <message>
        <source>The LibTorch module %1 could not be opened: %2</source>
        <translation>Le module LibTorch %1 n&apos;a pas pu être ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a Slipway LibTorch module or belongs to another version (module interface %2, this program needs %3). Reinstall Slipway.</source>
        <translation>%1 n&apos;est pas un module LibTorch de Slipway ou appartient à une autre version (interface de module %2, ce programme demande %3). Réinstallez Slipway.</translation>
    </message>
    <message>
        <source>The LibTorch module %1 failed to start.</source>
        <translation>Le module LibTorch %1 n&apos;a pas démarré.</translation>
    </message>
    <message>
        <source>LibTorch %1 ready (%2 CPU thread%3%4).</source>
        <translation>LibTorch %1 prêt (%2 thread%3 CPU%4).</translation>
    </message>
</context>
<context>
    <name>localrun</name>
    <message>
        <source>No event file could be written in %1: %2</source>
        <translation>Aucun fichier d&apos;événements n&apos;a pu être écrit dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Writing the event file %1 failed: %2</source>
        <translation>L&apos;écriture du fichier d&apos;événements %1 a échoué&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>logdiagnoser</name>
    <message>
        <source>The GPU ran out of memory.</source>
        <translation>Le GPU a manqué de mémoire.</translation>
    </message>
    <message>
        <source>Use a smaller batch size, mixed precision (torch.autocast) or gradient checkpointing; or ask for a GPU with more memory.</source>
        <translation>Utilisez une taille de lot plus petite, la précision mixte (torch.autocast) ou le gradient checkpointing&#xa0;; ou demandez un GPU avec plus de mémoire.</translation>
    </message>
    <message>
        <source>The ranks could not reach each other (rendezvous or NCCL timeout).</source>
        <translation>Les rangs n&apos;ont pas pu se joindre (délai dépassé au rendez-vous ou dans NCCL).</translation>
    </message>
    <message>
        <source>Check that every rank started (tasks = WORLD_SIZE), that MASTER_ADDR is the first host of the job and MASTER_PORT is free, and that all ranks call the same collectives. Slipway&apos;s DDP scripts set these from the job; a script that sets its own MASTER_ADDR overrides them.</source>
        <translation>Vérifiez que chaque rang a démarré (processus = WORLD_SIZE), que MASTER_ADDR est le premier hôte de la tâche et que MASTER_PORT est libre, et que tous les rangs appellent les mêmes opérations collectives. Les scripts DDP de Slipway les règlent d&apos;après la tâche&#xa0;; un script qui règle lui-même MASTER_ADDR les remplace.</translation>
    </message>
    <message>
        <source>Python cannot find PyTorch: the environment was not active in the job.</source>
        <translation>Python ne trouve pas PyTorch&#xa0;: l&apos;environnement n&apos;était pas actif dans la tâche.</translation>
    </message>
    <message>
        <source>Load the PyTorch module and activate the venv or conda environment in the job script (choose an environment recipe), and make venvs with --system-site-packages on top of the module.</source>
        <translation>Chargez le module PyTorch et activez le venv ou l&apos;environnement conda dans le script de la tâche (choisissez une recette d&apos;environnement), et créez les venv avec --system-site-packages par-dessus le module.</translation>
    </message>
    <message>
        <source>A Python package is missing from the job&apos;s environment.</source>
        <translation>Un paquet Python manque dans l&apos;environnement de la tâche.</translation>
    </message>
    <message>
        <source>Install it into the environment the job activates (run the set-up script again with the package added), or load the module that provides it.</source>
        <translation>Installez-le dans l&apos;environnement qu&apos;active la tâche (relancez le script de préparation avec le paquet ajouté), ou chargez le module qui le fournit.</translation>
    </message>
    <message>
        <source>The DDP ranks do not match the GPUs.</source>
        <translation>Les rangs DDP ne correspondent pas aux GPU.</translation>
    </message>
    <message>
        <source>Run one task per GPU (tasks per node = GPUs per node), select the device with LOCAL_RANK (torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))), and keep WORLD_SIZE equal to the number of tasks.</source>
        <translation>Lancez un processus par GPU (processus par nœud = GPU par nœud), choisissez le périphérique avec LOCAL_RANK (torch.cuda.set_device(int(os.environ[&apos;LOCAL_RANK&apos;]))), et gardez WORLD_SIZE égal au nombre de processus.</translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped.</source>
        <translation>La tâche a atteint sa limite de temps et a été arrêtée.</translation>
    </message>
    <message>
        <source>Ask for more time (within the partition&apos;s maximum), or save checkpoints regularly and resume from the last one in a new job.</source>
        <translation>Demandez plus de temps (dans la limite du maximum de la partition), ou enregistrez régulièrement des points de contrôle et reprenez au dernier dans une nouvelle tâche.</translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed.</source>
        <translation>La tâche a utilisé plus de mémoire que demandé et a été tuée.</translation>
    </message>
    <message>
        <source>Ask for more memory (mem), use fewer DataLoader workers or smaller batches, or load data lazily instead of all at once.</source>
        <translation>Demandez plus de mémoire (mem), utilisez moins de workers DataLoader ou des lots plus petits, ou chargez les données au fur et à mesure plutôt que toutes d&apos;un coup.</translation>
    </message>
    <message>
        <source>A download failed: compute nodes of many clusters have no internet.</source>
        <translation>Un téléchargement a échoué&#xa0;: les nœuds de calcul de nombreuses grappes n&apos;ont pas accès à Internet.</translation>
    </message>
    <message>
        <source>Download datasets and pretrained weights on the login node before the job (for example run the dataset constructor once there with download=True), then use download=False in the job.</source>
        <translation>Téléchargez les jeux de données et les poids pré-entraînés sur le nœud de connexion avant la tâche (par exemple en y lançant une fois le constructeur du jeu de données avec download=True), puis utilisez download=False dans la tâche.</translation>
    </message>
    <message>
        <source>The program uses CPU instructions this node does not have.</source>
        <translation>Le programme utilise des instructions CPU que ce nœud n&apos;a pas.</translation>
    </message>
    <message>
        <source>Run it on the nodes it was built for: on Theta, packages built for KNL (AVX-512) fail on the login nodes; run through aprun in a job, and build with &apos;aprun -n 1 -cc node python setup.py build&apos;.</source>
        <translation>Exécutez-le sur les nœuds pour lesquels il a été compilé&#xa0;: sur Theta, les paquets compilés pour KNL (AVX-512) échouent sur les nœuds de connexion&#xa0;; lancez-le avec aprun dans une tâche, et compilez avec &apos;aprun -n 1 -cc node python setup.py build&apos;.</translation>
    </message>
    <message>
        <source>The Python package &quot;%1&quot; is missing from the job&apos;s environment.</source>
        <translation>Le paquet Python «&#xa0;%1&#xa0;» manque dans l&apos;environnement de la tâche.</translation>
    </message>
</context>
<context>
    <name>logdirreader</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read (permission denied).</source>
        <translation>Le dossier %1 est illisible (permission refusée).</translation>
    </message>
    <message>
        <source>%1 is neither a file nor a folder.</source>
        <translation>%1 n&apos;est ni un fichier ni un dossier.</translation>
    </message>
    <message>
        <source>The file became shorter than what was already read; the run was read again.</source>
        <translation>Le fichier est devenu plus court que ce qui avait déjà été lu&#xa0;; l&apos;exécution a été relue.</translation>
    </message>
</context>
<context>
    <name>logfollower</name>
    <message>
        <source>Unexpected answer while reading %1.</source>
        <translation>Réponse inattendue pendant la lecture de %1.</translation>
    </message>
</context>
<context>
    <name>pbsparser</name>
    <message>
        <source>The job waits for the jobs it depends on. </source>
        <translation>La tâche attend les tâches dont elle dépend. </translation>
    </message>
    <message>
        <source>The site holds the job (PBS hold type &quot;%1&quot;); you cannot release it with qrls. Fix the cause PBS names, delete the job with qdel, or ask the site&apos;s support. </source>
        <translation>Le centre suspend la tâche (type de suspension PBS «&#xa0;%1&#xa0;»)&#xa0;; vous ne pouvez pas la libérer avec qrls. Corrigez la cause indiquée par PBS, supprimez la tâche avec qdel, ou adressez-vous au support du centre. </translation>
    </message>
    <message>
        <source>The job is held; release it with qrls or ask the site. </source>
        <translation>La tâche est suspendue&#xa0;; libérez-la avec qrls ou adressez-vous au centre. </translation>
    </message>
    <message>
        <source>PBS ended the job at its walltime limit.</source>
        <translation>PBS a terminé la tâche à sa limite de walltime.</translation>
    </message>
    <message>
        <source>PBS ended the job: it used more memory than it asked for.</source>
        <translation>PBS a terminé la tâche&#xa0;: elle a utilisé plus de mémoire que demandé.</translation>
    </message>
    <message>
        <source>PBS recorded no exit status for the job.</source>
        <translation>PBS n&apos;a enregistré aucun code de sortie pour la tâche.</translation>
    </message>
    <message>
        <source>PBS ended the job: it used more CPUs than it asked for.</source>
        <translation>PBS a terminé la tâche&#xa0;: elle a utilisé plus de CPU que demandé.</translation>
    </message>
    <message>
        <source>PBS could not run the job (PBS code %1).</source>
        <translation>PBS n&apos;a pas pu exécuter la tâche (code PBS %1).</translation>
    </message>
    <message>
        <source>The job was killed by signal %1.</source>
        <translation>La tâche a été tuée par le signal %1.</translation>
    </message>
</context>
<context>
    <name>pbsscheduler</name>
    <message>
        <source>PBS refuses the job.</source>
        <translation>PBS refuse la tâche.</translation>
    </message>
    <message>
        <source>PBS needs a project account (-A); set account.</source>
        <translation>PBS exige un compte de projet (-A)&#xa0;; renseignez account.</translation>
    </message>
    <message>
        <source>PBS needs the file systems the job uses (-l filesystems).</source>
        <translation>PBS exige les systèmes de fichiers qu&apos;utilise la tâche (-l filesystems).</translation>
    </message>
    <message>
        <source>The time limit does not fit the queue.</source>
        <translation>La limite de temps ne convient pas à la file d&apos;attente.</translation>
    </message>
    <message>
        <source>This PBS version cannot limit how many subjobs of an array run at once (that came with PBS Pro 2020.1); submit the sweep with no limit.</source>
        <translation>Cette version de PBS ne peut pas limiter le nombre de sous-tâches d&apos;un tableau exécutées en même temps (possible depuis PBS Pro 2020.1)&#xa0;; soumettez le balayage sans limite.</translation>
    </message>
    <message>
        <source>PBS refuses the job array.</source>
        <translation>PBS refuse le tableau de tâches.</translation>
    </message>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read: %1</source>
        <translation>La réponse de l&apos;ordonnanceur sur le balayage est illisible&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pendingreason</name>
    <message>
        <source>Waiting for its turn: jobs with a higher priority are ahead of it. Nothing to do but wait; shorter, smaller jobs usually start sooner.</source>
        <translation>Attend son tour&#xa0;: des tâches plus prioritaires passent avant. Rien à faire qu&apos;attendre&#xa0;; les tâches plus courtes et plus petites démarrent en général plus tôt.</translation>
    </message>
    <message>
        <source>Next in line, waiting for enough free nodes, GPUs or memory.</source>
        <translation>Prochaine à partir, attend assez de nœuds, de GPU ou de mémoire libres.</translation>
    </message>
    <message>
        <source>Waiting for another job it depends on to finish.</source>
        <translation>Attend qu&apos;une autre tâche dont elle dépend se termine.</translation>
    </message>
    <message>
        <source>It depends on a job that failed, so it will never start. Cancel it and resubmit without the dependency.</source>
        <translation>Elle dépend d&apos;une tâche qui a échoué et ne démarrera donc jamais. Annulez-la et soumettez-la à nouveau sans la dépendance.</translation>
    </message>
    <message>
        <source>You put it on hold. Release it with &apos;scontrol release JOBID&apos;.</source>
        <translation>Vous l&apos;avez suspendue. Libérez-la avec &apos;scontrol release JOBID&apos;.</translation>
    </message>
    <message>
        <source>An administrator put it on hold. Ask the site&apos;s support why.</source>
        <translation>Un administrateur l&apos;a suspendue. Demandez la raison au support du centre.</translation>
    </message>
    <message>
        <source>The nodes it needs are unavailable (maintenance or a reservation). It starts when they return; a shorter time limit may let it run before a maintenance window.</source>
        <translation>Les nœuds dont elle a besoin sont indisponibles (maintenance ou réservation). Elle démarre à leur retour&#xa0;; une limite de temps plus courte peut la faire passer avant une fenêtre de maintenance.</translation>
    </message>
    <message>
        <source>Its time limit is longer than the partition allows, so it will never start. Cancel it and resubmit with a shorter time.</source>
        <translation>Sa limite de temps dépasse ce qu&apos;autorise la partition, elle ne démarrera donc jamais. Annulez-la et soumettez-la à nouveau avec moins de temps.</translation>
    </message>
    <message>
        <source>It asks for more nodes than the partition allows. Cancel it and ask for fewer nodes.</source>
        <translation>Elle demande plus de nœuds que n&apos;en autorise la partition. Annulez-la et demandez moins de nœuds.</translation>
    </message>
    <message>
        <source>The partition is down. It starts when the partition comes back.</source>
        <translation>La partition est arrêtée. La tâche démarre quand la partition revient.</translation>
    </message>
    <message>
        <source>The partition does not accept jobs right now.</source>
        <translation>La partition n&apos;accepte pas de tâches pour le moment.</translation>
    </message>
    <message>
        <source>Its time limit is longer than its QOS allows. Cancel it and resubmit with a shorter time.</source>
        <translation>Sa limite de temps dépasse ce qu&apos;autorise sa QOS. Annulez-la et soumettez-la à nouveau avec moins de temps.</translation>
    </message>
    <message>
        <source>You already have as many running jobs as your QOS allows; it starts when one of them ends.</source>
        <translation>Vous avez déjà autant de tâches en cours que votre QOS le permet&#xa0;; elle démarre quand l&apos;une d&apos;elles se termine.</translation>
    </message>
    <message>
        <source>You already use as many GPUs as your QOS allows; it starts when one of your jobs ends.</source>
        <translation>Vous utilisez déjà autant de GPU que votre QOS le permet&#xa0;; elle démarre quand l&apos;une de vos tâches se termine.</translation>
    </message>
    <message>
        <source>Your group&apos;s QOS has used up its GPUs for now; it starts when some are freed.</source>
        <translation>La QOS de votre groupe a épuisé ses GPU pour l&apos;instant&#xa0;; elle démarre quand certains se libèrent.</translation>
    </message>
    <message>
        <source>Your account has used up its GPU share for now; it starts when some are freed.</source>
        <translation>Votre compte a épuisé sa part de GPU pour l&apos;instant&#xa0;; elle démarre quand certains se libèrent.</translation>
    </message>
    <message>
        <source>Your account already runs as many jobs as it may; it starts when one ends.</source>
        <translation>Votre compte exécute déjà autant de tâches que permis&#xa0;; elle démarre quand l&apos;une se termine.</translation>
    </message>
    <message>
        <source>Your account&apos;s running jobs have used up its CPU-time budget for now.</source>
        <translation>Les tâches en cours de votre compte ont épuisé son budget de temps CPU pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Your account has used up its allocation. Ask your project leader or the site.</source>
        <translation>Votre compte a épuisé son allocation. Adressez-vous au responsable de votre projet ou au centre.</translation>
    </message>
    <message>
        <source>The account is not valid for you. Cancel the job and submit with one of your accounts (sacctmgr show assoc user=$USER).</source>
        <translation>Le compte n&apos;est pas valide pour vous. Annulez la tâche et soumettez-la avec l&apos;un de vos comptes (sacctmgr show assoc user=$USER).</translation>
    </message>
    <message>
        <source>The QOS is not valid for you or this partition. Cancel and resubmit with another QOS.</source>
        <translation>La QOS n&apos;est pas valide pour vous ou pour cette partition. Annulez et soumettez à nouveau avec une autre QOS.</translation>
    </message>
    <message>
        <source>No node matches what it asks for (GPU type, memory, features). Cancel it and ask for less or for another GPU type.</source>
        <translation>Aucun nœud ne correspond à sa demande (type de GPU, mémoire, caractéristiques). Annulez-la et demandez moins, ou un autre type de GPU.</translation>
    </message>
    <message>
        <source>Waiting for its reservation to start.</source>
        <translation>Attend le début de sa réservation.</translation>
    </message>
    <message>
        <source>The job could not be started on its node and is held. Cancel it and resubmit; if it happens again, tell the site.</source>
        <translation>La tâche n&apos;a pas pu démarrer sur son nœud et est suspendue. Annulez-la et soumettez-la à nouveau&#xa0;; si cela se reproduit, prévenez le centre.</translation>
    </message>
    <message>
        <source>The job script ended with an error; see its log.</source>
        <translation>Le script de la tâche s&apos;est terminé par une erreur&#xa0;; voyez son journal.</translation>
    </message>
    <message>
        <source>The job reached its time limit and was stopped. Ask for more time or save checkpoints and resume.</source>
        <translation>La tâche a atteint sa limite de temps et a été arrêtée. Demandez plus de temps, ou enregistrez des points de contrôle et reprenez.</translation>
    </message>
    <message>
        <source>The job used more memory than it asked for and was killed. Ask for more memory (mem) or use smaller batches.</source>
        <translation>La tâche a utilisé plus de mémoire que demandé et a été tuée. Demandez plus de mémoire (mem) ou utilisez des lots plus petits.</translation>
    </message>
    <message>
        <source>A node of the job failed. Resubmit it.</source>
        <translation>Un nœud de la tâche est tombé en panne. Soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>A limit of your QOS holds it back (%1); it starts when your other jobs free resources.</source>
        <translation>Une limite de votre QOS la retient (%1)&#xa0;; elle démarre quand vos autres tâches libèrent des ressources.</translation>
    </message>
    <message>
        <source>A limit of your account holds it back (%1); it starts when your group&apos;s other jobs free resources.</source>
        <translation>Une limite de votre compte la retient (%1)&#xa0;; elle démarre quand les autres tâches de votre groupe libèrent des ressources.</translation>
    </message>
    <message>
        <source>The scheduler says: %1.</source>
        <translation>L&apos;ordonnanceur indique&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It was asked to start later (--begin) and waits for that time.</source>
        <translation type="vanished">Elle doit démarrer plus tard (--begin) et attend ce moment.</translation>
    </message>
    <message>
        <source>It waits for its start time: one given with --begin, or, after a requeue, the two minutes or so that Slurm holds a requeued job.</source>
        <translation>Elle attend son heure de démarrage&#xa0;: celle donnée avec --begin, ou, après une remise en file, les deux minutes environ pendant lesquelles Slurm retient une tâche remise en file.</translation>
    </message>
</context>
<context>
    <name>profileparser</name>
    <message>
        <source>&quot;%1&quot; is not a shell variable name (letters, digits and _, not starting with a digit).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom de variable shell (lettres, chiffres et _, sans commencer par un chiffre).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; may hold only letters, digits and _ . : = + , / - (it is written into the job script&apos;s directives as it is).</source>
        <translation>«&#xa0;%1&#xa0;» ne peut contenir que des lettres, des chiffres et _ .&#xa0;: = + , / - (il est écrit tel quel dans les directives du script de la tâche).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a host name (letters, digits and _ . -, starting with a letter or digit).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom d&apos;hôte (lettres, chiffres et _ . -, commençant par une lettre ou un chiffre).</translation>
    </message>
    <message>
        <source>%1: line %2, column %3: not valid JSON (%4)</source>
        <translation>%1&#xa0;: ligne %2, colonne %3&#xa0;: JSON non valide (%4)</translation>
    </message>
    <message>
        <source>%1: the file must hold one JSON object</source>
        <translation>%1&#xa0;: le fichier doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une quantité de mémoire&#xa0;; écrivez-la comme 32000M ou 8G.</translation>
    </message>
</context>
<context>
    <name>profileregistry</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1&#xa0;: illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: lifecycle.successor_ids: &quot;%2&quot; is not a known profile</source>
        <translation>%1&#xa0;: lifecycle.successor_ids&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un profil connu</translation>
    </message>
</context>
<context>
    <name>projectscanner</name>
    <message>
        <source>Could not read the folder %1 (%2); it is left out.</source>
        <translation>Le dossier %1 est illisible (%2)&#xa0;; il est laissé de côté.</translation>
    </message>
    <message>
        <source>%1 is a symbolic link and is not sent.</source>
        <translation>%1 est un lien symbolique et n&apos;est pas envoyé.</translation>
    </message>
    <message>
        <source>%1 is not a regular file and is not sent.</source>
        <translation>%1 n&apos;est pas un fichier ordinaire et n&apos;est pas envoyé.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The project folder %1 does not exist or is not a folder.</source>
        <translation>Le dossier de projet %1 n&apos;existe pas ou n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>%1 is not in a git repository with a commit, so its committed state cannot be sent. Send the folder as it is instead.</source>
        <translation>%1 n&apos;est pas dans un dépôt git avec un commit, son état validé ne peut donc pas être envoyé. Envoyez plutôt le dossier tel quel.</translation>
    </message>
    <message>
        <source>No temporary folder for the git export: %1</source>
        <translation>Pas de dossier temporaire pour l&apos;export git&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not export the committed files with git: %1</source>
        <translation>Les fichiers validés n&apos;ont pas pu être exportés avec git&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 file(s) in %2 have changes that are not committed; they are not sent. The committed state (commit %3) is.</source>
        <translation type="vanished">%1 fichier(s) de %2 ont des modifications non validées&#xa0;; elles ne sont pas envoyées. C&apos;est l&apos;état validé (commit %3) qui l&apos;est.</translation>
    </message>
    <message>
        <source>%1 has no files to send (everything in it is ignored or empty).</source>
        <translation>%1 n&apos;a aucun fichier à envoyer (tout y est ignoré ou vide).</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in %1 have changes that are not committed; they are not sent. The committed state (commit %2) is.</source>
        <translation>
            <numerusform>%n fichier de %1 a des modifications non validées&#xa0;; elles ne sont pas envoyées. C&apos;est l&apos;état validé (commit %2) qui l&apos;est.</numerusform>
            <numerusform>%n fichiers de %1 ont des modifications non validées&#xa0;; elles ne sont pas envoyées. C&apos;est l&apos;état validé (commit %2) qui l&apos;est.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>projectuploader</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>La connexion à la grappe est perdue.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a snapshot (only a-z, 0-9 and -).</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas nommer un instantané (seulement a-z, 0-9 et -).</translation>
    </message>
    <message>
        <source>Comparing with the last snapshot on %1</source>
        <translation>Comparaison avec le dernier instantané sur %1</translation>
    </message>
    <message>
        <source>Could not prepare the project folder %1 on %2: %3</source>
        <translation>Le dossier de projet %1 sur %2 n&apos;a pas pu être préparé&#xa0;: %3</translation>
    </message>
    <message>
        <source>Sending %1 of %2 files (%3); %4 unchanged, %5 already sent</source>
        <translation>Envoi de %1 fichiers sur %2 (%3)&#xa0;; %4 inchangés, %5 déjà envoyés</translation>
    </message>
    <message>
        <source>%1 changed or disappeared while the project was being sent. Send it again.</source>
        <translation>%1 a changé ou disparu pendant l&apos;envoi du projet. Envoyez-le à nouveau.</translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2. What arrived is kept; sending again continues from there.</source>
        <translation>L&apos;envoi des fichiers vers %1 a échoué&#xa0;: %2. Ce qui est arrivé est conservé&#xa0;; un nouvel envoi reprend à partir de là.</translation>
    </message>
    <message>
        <source>Could not make the snapshot on %1: %2</source>
        <translation>L&apos;instantané sur %1 n&apos;a pas pu être créé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Sending %1 files (%2) and making snapshot %3</source>
        <translation>Envoi de %1 fichiers (%2) et création de l&apos;instantané %3</translation>
    </message>
    <message>
        <source>Sending files to %1 failed: %2</source>
        <translation>L&apos;envoi des fichiers vers %1 a échoué&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>quotareport</name>
    <message>
        <source>The project needs %1 on the cluster, but you have only %2 left in %3%4. Free some space there, or send the project to another folder (a workspace, or your scratch folder).</source>
        <translation>Le projet a besoin de %1 sur la grappe, mais il ne vous reste que %2 dans %3%4. Libérez de la place, ou envoyez le projet dans un autre dossier (un espace de travail ou votre dossier scratch).</translation>
    </message>
    <message>
        <source>The project has %1 files, but you can store only %2 more in %3%4. Leave files out with .slipwayignore, delete old files there, or send the project to another folder.</source>
        <translation>Le projet a %1 fichiers, mais vous ne pouvez en stocker que %2 de plus dans %3%4. Excluez des fichiers avec .slipwayignore, supprimez-y d&apos;anciens fichiers, ou envoyez le projet dans un autre dossier.</translation>
    </message>
</context>
<context>
    <name>remotedownload</name>
    <message>
        <source>The server refused the download (%1 %2): the file needs a login or is not public. Download it in a browser and upload it instead.</source>
        <translation>Le serveur a refusé le téléchargement (%1 %2)&#xa0;: le fichier exige une connexion ou n&apos;est pas public. Téléchargez-le dans un navigateur et téléversez-le à la place.</translation>
    </message>
    <message>
        <source>The server has no file at that address (404 Not Found). Check the URL; it may have moved.</source>
        <translation>Le serveur n&apos;a aucun fichier à cette adresse (404 Not Found). Vérifiez l&apos;URL&#xa0;; il a peut-être été déplacé.</translation>
    </message>
    <message>
        <source>The file is gone from the server (410 Gone).</source>
        <translation>Le fichier n&apos;est plus sur le serveur (410 Gone).</translation>
    </message>
    <message>
        <source>The server had a problem (HTTP %1). Try again later.</source>
        <translation>Le serveur a eu un problème (HTTP %1). Réessayez plus tard.</translation>
    </message>
    <message>
        <source>The server answered with HTTP status %1 instead of the file.</source>
        <translation>Le serveur a répondu avec le statut HTTP %1 au lieu du fichier.</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full: the download could not be written. Free some space or choose another folder.</source>
        <translation>Le disque de la grappe (ou votre quota) est plein&#xa0;: le téléchargement n&apos;a pas pu être écrit. Libérez de la place ou choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>The login node could not find the server (%1). Check the address; if the login node has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation>Le nœud de connexion n&apos;a pas trouvé le serveur (%1). Vérifiez l&apos;adresse&#xa0;; si le nœud de connexion n&apos;a pas Internet, indiquez-le dans le profil de la grappe et Slipway téléchargera ici puis téléversera.</translation>
    </message>
    <message>
        <source>The login node could not connect to the server (%1).</source>
        <translation>Le nœud de connexion n&apos;a pas pu se connecter au serveur (%1).</translation>
    </message>
    <message>
        <source>The download timed out on the login node.</source>
        <translation>Le téléchargement a expiré sur le nœud de connexion.</translation>
    </message>
    <message>
        <source>The secure connection to the server failed (%1).</source>
        <translation>La connexion sécurisée au serveur a échoué (%1).</translation>
    </message>
    <message>
        <source>The download on the login node failed (curl exit status %1: %2).</source>
        <translation>Le téléchargement sur le nœud de connexion a échoué (code de sortie de curl %1&#xa0;: %2).</translation>
    </message>
    <message>
        <source>The login node could not reach the server (%1). If it has no internet, mark it so in the cluster&apos;s profile and Slipway will download here and upload.</source>
        <translation>Le nœud de connexion n&apos;a pas pu joindre le serveur (%1). S&apos;il n&apos;a pas Internet, indiquez-le dans le profil de la grappe et Slipway téléchargera ici puis téléversera.</translation>
    </message>
    <message>
        <source>The download on the login node failed (wget exit status %1: %2).</source>
        <translation>Le téléchargement sur le nœud de connexion a échoué (code de sortie de wget %1&#xa0;: %2).</translation>
    </message>
    <message>
        <source>Enter the address (URL) of the file, starting with https://.</source>
        <translation>Saisissez l&apos;adresse (URL) du fichier, commençant par https://.</translation>
    </message>
    <message>
        <source>The address holds a space or a control character; copy it again from the page that gives it.</source>
        <translation>L&apos;adresse contient une espace ou un caractère de contrôle&#xa0;; copiez-la à nouveau depuis la page qui la donne.</translation>
    </message>
    <message>
        <source>This is not a valid web address: %1</source>
        <translation>Ce n&apos;est pas une adresse web valide&#xa0;: %1</translation>
    </message>
    <message>
        <source>The address must start with https:// or http://: %1</source>
        <translation>L&apos;adresse doit commencer par https:// ou http://&#xa0;: %1</translation>
    </message>
    <message>
        <source>Only http:// and https:// addresses can be downloaded (this one starts with &quot;%1:&quot;).</source>
        <translation>Seules les adresses http:// et https:// peuvent être téléchargées (celle-ci commence par «&#xa0;%1:&#xa0;»).</translation>
    </message>
    <message>
        <source>The address names no server: %1</source>
        <translation>L&apos;adresse ne nomme aucun serveur&#xa0;: %1</translation>
    </message>
    <message>
        <source>A SHA-256 checksum is 64 characters, digits 0-9 and letters a-f (as `sha256sum` prints it).</source>
        <translation>Une somme de contrôle SHA-256 compte 64 caractères, chiffres 0-9 et lettres a-f (comme l&apos;affiche `sha256sum`).</translation>
    </message>
    <message>
        <source>Nothing to download.</source>
        <translation>Rien à télécharger.</translation>
    </message>
    <message>
        <source>Only one archive can be unpacked at a time.</source>
        <translation>Une seule archive peut être décompressée à la fois.</translation>
    </message>
    <message>
        <source>Choose the folder on the cluster to put it into.</source>
        <translation>Choisissez le dossier de la grappe où la mettre.</translation>
    </message>
    <message>
        <source>The folder on the cluster cannot be used: %1</source>
        <translation>Le dossier sur la grappe est inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>Slipway cannot name the download %1.</source>
        <translation>Slipway ne peut pas nommer le téléchargement %1.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>La connexion à la grappe est perdue.</translation>
    </message>
    <message>
        <source>Preparing the folder on the cluster…</source>
        <translation>Préparation du dossier sur la grappe…</translation>
    </message>
    <message>
        <source>Could not prepare the folder %1 on the cluster: %2</source>
        <translation>Le dossier %1 sur la grappe n&apos;a pas pu être préparé&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 on the cluster is a file, not a folder.</source>
        <translation>%1 sur la grappe est un fichier, pas un dossier.</translation>
    </message>
    <message>
        <source>The folder %1 on the cluster already holds files. Choose a new folder (or an empty one) to unpack the archive into.</source>
        <translation>Le dossier %1 sur la grappe contient déjà des fichiers. Choisissez un nouveau dossier (ou un dossier vide) où décompresser l&apos;archive.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder beside %1 on the cluster.</source>
        <translation>Impossible de créer un dossier temporaire à côté de %1 sur la grappe.</translation>
    </message>
    <message>
        <source>The login node has no %1, which Slipway needs to check the download.</source>
        <translation>Le nœud de connexion n&apos;a pas %1, dont Slipway a besoin pour vérifier le téléchargement.</translation>
    </message>
    <message>
        <source>The login node has no tar to unpack the archive with.</source>
        <translation>Le nœud de connexion n&apos;a pas tar pour décompresser l&apos;archive.</translation>
    </message>
    <message>
        <source>%1 is not on this computer.</source>
        <translation>%1 n&apos;est pas sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The login node downloads %1 (%2 of %3)…</source>
        <translation>Le nœud de connexion télécharge %1 (%2 sur %3)…</translation>
    </message>
    <message>
        <source>The download on the login node stopped: %1</source>
        <translation>Le téléchargement sur le nœud de connexion s&apos;est interrompu&#xa0;: %1</translation>
    </message>
    <message>
        <source>Downloading %1 to this computer (%2 of %3)…</source>
        <translation>Téléchargement de %1 vers cet ordinateur (%2 sur %3)…</translation>
    </message>
    <message>
        <source>The download&apos;s checksum does not match: expected %1, got %2. The file is damaged or not the one expected; nothing was unpacked.</source>
        <translation>La somme de contrôle du téléchargement ne correspond pas&#xa0;: attendu %1, obtenu %2. Le fichier est endommagé ou n&apos;est pas celui attendu&#xa0;; rien n&apos;a été décompressé.</translation>
    </message>
    <message>
        <source>Uploading %1 to the cluster (%2 of %3)…</source>
        <translation>Téléversement de %1 vers la grappe (%2 sur %3)…</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) is full. Free some space or choose another folder.</source>
        <translation>Le disque de la grappe (ou votre quota) est plein. Libérez de la place ou choisissez un autre dossier.</translation>
    </message>
    <message>
        <source>The upload to the cluster failed: %1</source>
        <translation>Le téléversement vers la grappe a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Checking the download on the cluster…</source>
        <translation>Vérification du téléchargement sur la grappe…</translation>
    </message>
    <message>
        <source>Could not check the download on the cluster: %1</source>
        <translation>Le téléchargement n&apos;a pas pu être vérifié sur la grappe&#xa0;: %1</translation>
    </message>
    <message>
        <source>The checksum of %1 does not match: expected %2, got %3. The file is damaged or not the one expected; nothing was unpacked and nothing was left on the cluster.</source>
        <translation>La somme de contrôle de %1 ne correspond pas&#xa0;: attendu %2, obtenu %3. Le fichier est endommagé ou n&apos;est pas celui attendu&#xa0;; rien n&apos;a été décompressé et rien n&apos;est resté sur la grappe.</translation>
    </message>
    <message>
        <source>The download is not a zip or tar.gz archive (perhaps a web page: the address may need a login). Nothing was unpacked.</source>
        <translation>Le téléchargement n&apos;est pas une archive zip ou tar.gz (peut-être une page web&#xa0;: l&apos;adresse exige peut-être une connexion). Rien n&apos;a été décompressé.</translation>
    </message>
    <message>
        <source>Checking what the archive holds…</source>
        <translation>Examen du contenu de l&apos;archive…</translation>
    </message>
    <message>
        <source>The login node has no unzip to unpack a zip archive with.</source>
        <translation>Le nœud de connexion n&apos;a pas unzip pour décompresser une archive zip.</translation>
    </message>
    <message>
        <source>The archive is damaged or incomplete and was not unpacked (%1).</source>
        <translation>L&apos;archive est endommagée ou incomplète et n&apos;a pas été décompressée (%1).</translation>
    </message>
    <message>
        <source> Nothing was unpacked.</source>
        <translation> Rien n&apos;a été décompressé.</translation>
    </message>
    <message>
        <source>The archive unpacks to %1, but the cluster&apos;s disk has only %2 free there. Free some space or choose another folder; nothing was unpacked.</source>
        <translation>L&apos;archive occupe %1 une fois décompressée, mais le disque de la grappe n&apos;a que %2 de libre à cet endroit. Libérez de la place ou choisissez un autre dossier&#xa0;; rien n&apos;a été décompressé.</translation>
    </message>
    <message>
        <source>Unpacking on the cluster…</source>
        <translation>Décompression sur la grappe…</translation>
    </message>
    <message>
        <source>The cluster&apos;s disk (or your quota) filled up while unpacking. Free some space or choose another folder; nothing was left half-unpacked.</source>
        <translation>Le disque de la grappe (ou votre quota) s&apos;est rempli pendant la décompression. Libérez de la place ou choisissez un autre dossier&#xa0;; rien n&apos;est resté à moitié décompressé.</translation>
    </message>
    <message>
        <source>Unpacking failed on the cluster (%1); nothing was left half-unpacked.</source>
        <translation>La décompression a échoué sur la grappe (%1)&#xa0;; rien n&apos;est resté à moitié décompressé.</translation>
    </message>
    <message>
        <source>Putting it into place…</source>
        <translation>Mise en place…</translation>
    </message>
    <message>
        <source>The folder %1 on the cluster got files in the meantime; nothing was unpacked into it.</source>
        <translation>Le dossier %1 sur la grappe a reçu des fichiers entre-temps&#xa0;; rien n&apos;y a été décompressé.</translation>
    </message>
    <message>
        <source>Could not put the download into %1: %2</source>
        <translation>Le téléchargement n&apos;a pas pu être placé dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The connection to the cluster closed before the download finished.</source>
        <translation>La connexion au cluster s’est fermée avant la fin du téléchargement.</translation>
    </message>
</context>
<context>
    <name>resolverules</name>
    <message>
        <source>mail.type is given without mail.user, so the script asks for no e-mail; add mail.user (your address).</source>
        <translation>mail.type est donné sans mail.user, le script ne demande donc aucun courriel&#xa0;; ajoutez mail.user (votre adresse).</translation>
    </message>
    <message>
        <source>%1 is not a mail type Slurm knows; write a comma-separated list of %2 (for example END,FAIL).</source>
        <translation>%1 n&apos;est pas un type de courriel que Slurm connaît&#xa0;; écrivez une liste de %2 séparés par des virgules (par exemple END,FAIL).</translation>
    </message>
    <message>
        <source>%1 is retired (%2). The script follows its documentation for reference; for new work use %3.</source>
        <translation>%1 est retiré du service (%2). Le script suit sa documentation à titre de référence&#xa0;; pour un nouveau travail, utilisez %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a parallelism Slipway knows; choose one of %2.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un parallélisme que Slipway connaît&#xa0;; choisissez parmi %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an environment recipe Slipway knows; choose one of %2.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une recette d&apos;environnement que Slipway connaît&#xa0;; choisissez parmi %2.</translation>
    </message>
    <message>
        <source>Choose the “Training script”: the Python file to run, for example train.py.</source>
        <translation>Choisissez le «&#xa0;Script d&apos;entraînement&#xa0;»&#xa0;: le fichier Python à exécuter, par exemple train.py.</translation>
    </message>
    <message>
        <source>“%1” contains a line break or another control character, which would break the job script; remove it.</source>
        <translation>«&#xa0;%1&#xa0;» contient un saut de ligne ou un autre caractère de contrôle, qui casserait le script de la tâche&#xa0;; supprimez-le.</translation>
    </message>
    <message>
        <source>The job name is %1 characters long; keep it under 200.</source>
        <translation>Le nom de la tâche fait %1 caractères&#xa0;; restez sous 200.</translation>
    </message>
    <message>
        <source>“Modules to load” is empty: give at least one module, for example PyTorch.</source>
        <translation>«&#xa0;Modules à charger&#xa0;» est vide&#xa0;: donnez au moins un module, par exemple PyTorch.</translation>
    </message>
    <message>
        <source>“Environment folder” is empty: the %1 recipe needs the folder where the environment lives%2.</source>
        <translation>«&#xa0;Dossier de l&apos;environnement&#xa0;» est vide&#xa0;: la recette %1 a besoin du dossier où se trouve l&apos;environnement%2.</translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (a .sif file)%1.</source>
        <translation type="vanished">«&#xa0;Image de conteneur&#xa0;» est vide&#xa0;: donnez une image (un fichier .sif)%1.</translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of.</source>
        <translation type="vanished">%1 n&apos;a aucun moteur de conteneurs que Slipway connaisse.</translation>
    </message>
    <message>
        <source>An environment path contains a line break or another control character; remove it.</source>
        <translation>Un chemin d&apos;environnement contient un saut de ligne ou un autre caractère de contrôle&#xa0;; supprimez-le.</translation>
    </message>
    <message>
        <source>%1 is not a place for an environment on %2: %3. Choose another folder%4.</source>
        <translation>%1 n&apos;est pas un emplacement pour un environnement sur %2&#xa0;: %3. Choisissez un autre dossier%4.</translation>
    </message>
    <message>
        <source>%1 has no node-local folder for a per-job environment; use venv.</source>
        <translation>%1 n&apos;a pas de dossier local aux nœuds pour un environnement par tâche&#xa0;; utilisez venv.</translation>
    </message>
    <message>
        <source>On this computer use the none, venv or conda recipe.</source>
        <translation>Sur cet ordinateur, utilisez la recette none, venv ou conda.</translation>
    </message>
    <message>
        <source>On this computer Slipway runs a single process.</source>
        <translation>Sur cet ordinateur, Slipway exécute un seul processus.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a scheduler; on this computer use ddp-torchrun.</source>
        <translation>«&#xa0;%1&#xa0;» a besoin d&apos;un ordonnanceur&#xa0;; sur cet ordinateur, utilisez ddp-torchrun.</translation>
    </message>
    <message>
        <source>“Container image” is empty: give an image (%1)%2.</source>
        <translation>«&#xa0;Image de conteneur&#xa0;» est vide&#xa0;: donnez une image (%1)%2.</translation>
    </message>
    <message>
        <source>%1 has no container runtime that Slipway knows of: name the container tool the cluster has (apptainer, singularity or charliecloud).</source>
        <translation>%1 n&apos;a aucun moteur de conteneurs que Slipway connaisse&#xa0;: indiquez l&apos;outil de conteneurs de la grappe (apptainer, singularity ou charliecloud).</translation>
    </message>
    <message>
        <source>Charliecloud shows the container the GPUs&apos; device files but not the NVIDIA driver&apos;s libraries: copy them into the image once, on a node with GPUs, with “ch-fromhost --nvidia %1” (the image folder must be yours and writable), or torch inside will not see the GPUs.</source>
        <translation>Charliecloud montre au conteneur les fichiers de périphérique des GPU mais pas les bibliothèques du pilote NVIDIA&#xa0;: copiez-les une fois dans l&apos;image, sur un nœud avec GPU, avec «&#xa0;ch-fromhost --nvidia %1&#xa0;» (le dossier de l&apos;image doit être à vous et accessible en écriture), sinon torch ne verra pas les GPU dans le conteneur.</translation>
    </message>
</context>
<context>
    <name>resourcerules</name>
    <message>
        <source>Using partition &quot;%1&quot; because the default, &quot;%2&quot;, has no GPUs.</source>
        <translation>Partition «&#xa0;%1&#xa0;» utilisée car celle par défaut, «&#xa0;%2&#xa0;», n&apos;a pas de GPU.</translation>
    </message>
    <message>
        <source>%1 has no partition &quot;%2&quot;; it has %3.</source>
        <translation>%1 n&apos;a pas de partition «&#xa0;%2&#xa0;»&#xa0;; elle a %3.</translation>
    </message>
    <message>
        <source>The partition name &quot;%1&quot; is not confirmed by the site&apos;s own documentation (%2); check it with &apos;sinfo&apos; on the login node.</source>
        <translation>Le nom de partition «&#xa0;%1&#xa0;» n&apos;est pas confirmé par la documentation du centre (%2)&#xa0;; vérifiez-le avec &apos;sinfo&apos; sur le nœud de connexion.</translation>
    </message>
    <message>
        <source>%1 allows at most %2 node(s); the job asks for %3.</source>
        <translation type="vanished">%1 autorise au plus %2 nœud(s)&#xa0;; la tâche en demande %3.</translation>
    </message>
    <message>
        <source>%1 is meant for jobs of %2 nodes or more; a smaller job may be refused or charged as %2 nodes. Choose a debug queue for small tests.</source>
        <translation>%1 est destinée aux tâches de %2 nœuds ou plus&#xa0;; une tâche plus petite peut être refusée ou facturée comme %2 nœuds. Choisissez une file de débogage pour les petits essais.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs one process on one node, so extra nodes would sit idle. Use 1 node, or ddp-srun / ddp-torchrun to train across nodes.</source>
        <translation>«&#xa0;%1&#xa0;» exécute un processus sur un nœud, les nœuds supplémentaires resteraient donc inactifs. Utilisez 1 nœud, ou ddp-srun / ddp-torchrun pour entraîner sur plusieurs nœuds.</translation>
    </message>
    <message>
        <source>%1 has no GPUs; choose a GPU partition for this job.</source>
        <translation>%1 n&apos;a pas de GPU&#xa0;; choisissez une partition GPU pour cette tâche.</translation>
    </message>
    <message>
        <source>A node of %1 has %2 GPU(s); the job asks for %3 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation type="vanished">Un nœud de %1 a %2 GPU&#xa0;; la tâche en demande %3 par nœud. Demandez-en moins, ou plus de nœuds avec ddp-srun / ddp-torchrun.</translation>
    </message>
    <message>
        <source>%1 needs the GPU model in the request (for example h100); name the GPU model (gpu_type in a job spec file).</source>
        <translation>%1 exige le modèle de GPU dans la demande (par exemple h100)&#xa0;; nommez le modèle de GPU (gpu_type dans une description de tâche).</translation>
    </message>
    <message>
        <source>%1 accepts only %2 GPU(s) per node; the job asks for %3.</source>
        <translation type="vanished">%1 n&apos;accepte que %2 GPU par nœud&#xa0;; la tâche en demande %3.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs at least one GPU; ask for GPUs or choose cpu / multi-cpu.</source>
        <translation>«&#xa0;%1&#xa0;» a besoin d&apos;au moins un GPU&#xa0;; demandez des GPU ou choisissez cpu / multi-cpu.</translation>
    </message>
    <message>
        <source>The job asks for GPUs but its parallelism is &quot;%1&quot;, which does not use them. Choose gpu or a multi-GPU parallelism, or ask for 0 GPUs.</source>
        <translation>La tâche demande des GPU mais son parallélisme est «&#xa0;%1&#xa0;», qui ne s&apos;en sert pas. Choisissez gpu ou un parallélisme multi-GPU, ou demandez 0 GPU.</translation>
    </message>
    <message>
        <source>A one-GPU job uses one GPU; the other %1 would sit idle. Choose data-parallel or DDP to use them.</source>
        <translation>Une tâche à un GPU utilise un GPU&#xa0;; les %1 autres resteraient inactifs. Choisissez data-parallel ou DDP pour les utiliser.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; spreads work over several GPUs; with one GPU it gains nothing.</source>
        <translation>«&#xa0;%1&#xa0;» répartit le travail sur plusieurs GPU&#xa0;; avec un seul GPU, il n&apos;apporte rien.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs %2, but “Tasks per node” is %3%4. Leave “Tasks per node” empty and Slipway sets it.</source>
        <translation>«&#xa0;%1&#xa0;» exige %2, mais «&#xa0;Processus par nœud&#xa0;» vaut %3%4. Laissez «&#xa0;Processus par nœud&#xa0;» vide et Slipway le règle.</translation>
    </message>
    <message>
        <source>The job asks for %1 CPU cores per node, but a node of %2 offers %3.</source>
        <translation>La tâche demande %1 cœurs de CPU par nœud, mais un nœud de %2 en offre %3.</translation>
    </message>
    <message>
        <source>multi-cpu with one CPU runs like cpu; ask for more “CPUs per task” so PyTorch can use several threads.</source>
        <translation>multi-cpu avec un seul CPU se comporte comme cpu&#xa0;; demandez plus de «&#xa0;CPU par processus&#xa0;» pour que PyTorch puisse utiliser plusieurs threads.</translation>
    </message>
    <message>
        <source>Give either “Memory per node” (mem) or a memory per CPU (mem_per_cpu), not both: the scheduler accepts only one memory flag.</source>
        <translation>Donnez soit «&#xa0;Mémoire par nœud&#xa0;» (mem), soit une mémoire par CPU (mem_per_cpu), pas les deux&#xa0;: l&apos;ordonnanceur n&apos;accepte qu&apos;une seule option de mémoire.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount of memory; write it like 32000M or 8G.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une quantité de mémoire&#xa0;; écrivez-la comme 32000M ou 8G.</translation>
    </message>
    <message>
        <source>%1 ignores memory requests; Slipway leaves the memory flag out.</source>
        <translation>%1 ignore les demandes de mémoire&#xa0;; Slipway omet l&apos;option de mémoire.</translation>
    </message>
    <message>
        <source>The job asks for %1 per node, but a node of %2 has %3.</source>
        <translation>La tâche demande %1 par nœud, mais un nœud de %2 a %3.</translation>
    </message>
    <message>
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %5 GPU(s). Ask for %6 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation type="vanished">%1 %2 au plus %3 cœurs de CPU par GPU&#xa0;; la tâche demande %4 cœurs pour %5 GPU. Demandez %6 cœurs par nœud ou moins.</translation>
    </message>
    <message>
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %4 GPU(s)); the job asks for %5.</source>
        <translation type="vanished">Le centre recommande %1 cœurs de CPU par GPU sur %2 (%3 pour %4 GPU)&#xa0;; la tâche en demande %5.</translation>
    </message>
    <message>
        <source>%1 %2 at most %3 of memory per GPU; the job asks for %4 per GPU.</source>
        <translation>%1 %2 au plus %3 de mémoire par GPU&#xa0;; la tâche demande %4 par GPU.</translation>
    </message>
    <message>
        <source>%1 requires a time limit; set time.</source>
        <translation>%1 exige une limite de temps&#xa0;; renseignez time.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time limit; write it like 01:30:00 or 2-00:00:00.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une limite de temps&#xa0;; écrivez-la comme 01:30:00 ou 2-00:00:00.</translation>
    </message>
    <message>
        <source>%1 allows at most %2; the job asks for %3.</source>
        <translation>%1 autorise au plus %2&#xa0;; la tâche demande %3.</translation>
    </message>
    <message>
        <source>%1 expects jobs of at least %2; shorter jobs may be charged as that or refused.</source>
        <translation>%1 attend des tâches d&apos;au moins %2&#xa0;; les tâches plus courtes peuvent être facturées comme telles ou refusées.</translation>
    </message>
    <message>
        <source>%1 requires an account (project) for every job%2; set account.</source>
        <translation>%1 exige un compte (projet) pour chaque tâche%2&#xa0;; renseignez account.</translation>
    </message>
    <message>
        <source>If you belong to more than one project on %1, jobs without an account are refused; set account%2.</source>
        <translation>Si vous appartenez à plus d&apos;un projet sur %1, les tâches sans compte sont refusées&#xa0;; renseignez account%2.</translation>
    </message>
    <message>
        <source>allows</source>
        <extracomment>Fills %2 in &quot;%1 %2 at most %3 …&quot;: the partition allows (a limit) or recommends (advice)</extracomment>
        <translation>autorise</translation>
    </message>
    <message>
        <source>recommends</source>
        <translation>recommande</translation>
    </message>
    <message numerus="yes">
        <source>%1 allows at most %n node(s); the job asks for %2.</source>
        <translation>
            <numerusform>%1 autorise au plus %n nœud&#xa0;; la tâche en demande %2.</numerusform>
            <numerusform>%1 autorise au plus %n nœuds&#xa0;; la tâche en demande %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A node of %1 has %n GPU(s); the job asks for %2 per node. Ask for fewer, or more nodes with ddp-srun / ddp-torchrun.</source>
        <translation>
            <numerusform>Un nœud de %1 a %n GPU&#xa0;; la tâche en demande %2 par nœud. Demandez-en moins, ou plus de nœuds avec ddp-srun / ddp-torchrun.</numerusform>
            <numerusform>Un nœud de %1 a %n GPU&#xa0;; la tâche en demande %2 par nœud. Demandez-en moins, ou plus de nœuds avec ddp-srun / ddp-torchrun.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 accepts only these numbers of GPUs per node: %2; the job asks for %3.</source>
        <translation>%1 n&apos;accepte que ces nombres de GPU par nœud&#xa0;: %2&#xa0;; la tâche en demande %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 %2 at most %3 CPU cores per GPU; the job asks for %4 cores for %n GPU(s). Ask for %5 cores per node or fewer.</source>
        <extracomment>%1 is a partition, %2 &quot;allows&quot; or &quot;recommends&quot;</extracomment>
        <translation>
            <numerusform>%1 %2 au plus %3 cœurs de CPU par GPU&#xa0;; la tâche demande %4 cœurs pour %n GPU. Demandez %5 cœurs par nœud ou moins.</numerusform>
            <numerusform>%1 %2 au plus %3 cœurs de CPU par GPU&#xa0;; la tâche demande %4 cœurs pour %n GPU. Demandez %5 cœurs par nœud ou moins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The site recommends %1 CPU cores per GPU on %2 (%3 for %n GPU(s)); the job asks for %4.</source>
        <translation>
            <numerusform>Le centre recommande %1 cœurs de CPU par GPU sur %2 (%3 pour %n GPU)&#xa0;; la tâche en demande %4.</numerusform>
            <numerusform>Le centre recommande %1 cœurs de CPU par GPU sur %2 (%3 pour %n GPU)&#xa0;; la tâche en demande %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>resultpuller</name>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>La connexion à la grappe est perdue.</translation>
    </message>
    <message>
        <source>Could not make the folder %1 here.</source>
        <translation>Impossible de créer le dossier %1 ici.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist on %2.</source>
        <translation>Le dossier %1 n&apos;existe pas sur %2.</translation>
    </message>
    <message>
        <source>Could not list %1 on %2: %3</source>
        <translation>Impossible de lister %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The listing of %1 could not be read.</source>
        <translation>La liste de %1 est illisible.</translation>
    </message>
    <message>
        <source>Could not compare files with %1: %2</source>
        <translation>Impossible de comparer les fichiers avec %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 result files; fetching %2 (%3 new, %4 grown, %5 unchanged)</source>
        <translation>%1 fichiers de résultats&#xa0;; récupération de %2 (%3 nouveaux, %4 agrandis, %5 inchangés)</translation>
    </message>
    <message>
        <source>Fetching results from %1 failed: %2. Pulling again continues where it stopped.</source>
        <translation>La récupération des résultats depuis %1 a échoué&#xa0;: %2. Une nouvelle récupération reprend là où elle s&apos;est arrêtée.</translation>
    </message>
    <message>
        <source>%1 changed on the cluster while it was being fetched; pull again.</source>
        <translation>%1 a changé sur la grappe pendant sa récupération&#xa0;; récupérez à nouveau.</translation>
    </message>
    <message>
        <source>Could not write %1 here: %2</source>
        <translation>Impossible d&apos;écrire %1 ici&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not rename %1 here.</source>
        <translation>Impossible de renommer %1 ici.</translation>
    </message>
</context>
<context>
    <name>resumelines</name>
    <message>
        <source>The warning before the time limit (%1 s) is as long as the time limit itself; give a shorter warning or more time.</source>
        <translation>L&apos;avertissement avant la limite de temps (%1 s) est aussi long que la limite de temps elle-même&#xa0;; donnez un avertissement plus court ou plus de temps.</translation>
    </message>
    <message>
        <source>The job may be put back in the queue (preemption, a failed node, the time limit); it keeps its job id.</source>
        <translation>La tâche peut être remise en file (préemption, nœud en panne, limite de temps)&#xa0;; elle garde son identifiant de tâche.</translation>
    </message>
    <message>
        <source>Each new start adds to the log instead of overwriting it.</source>
        <translation>Chaque nouveau démarrage complète le journal au lieu de l&apos;écraser.</translation>
    </message>
    <message>
        <source>Warn this script (signal USR1) %1 seconds before the time limit, so the training can save a checkpoint.</source>
        <translation>Avertir ce script (signal USR1) %1 secondes avant la limite de temps, pour que l&apos;entraînement puisse enregistrer un point de contrôle.</translation>
    </message>
    <message>
        <source>The cluster may rerun the job (a failed node, preemption); each start resumes.</source>
        <translation>La grappe peut relancer la tâche (nœud en panne, préemption)&#xa0;; chaque démarrage reprend la suite.</translation>
    </message>
    <message>
        <source>The folder the training saves its checkpoints in.</source>
        <translation>Le dossier où l&apos;entraînement enregistre ses points de contrôle.</translation>
    </message>
    <message>
        <source>The folder this task saves its checkpoints in (one per task, named by its parameters).</source>
        <translation>Le dossier où ce processus enregistre ses points de contrôle (un par processus, nommé d&apos;après ses paramètres).</translation>
    </message>
    <message>
        <source>Make it if this is the first start.</source>
        <translation>Le créer s&apos;il s&apos;agit du premier démarrage.</translation>
    </message>
    <message>
        <source>The newest checkpoint (*.pt) in it; empty on the first start.</source>
        <translation>Le point de contrôle le plus récent (*.pt) qu&apos;il contient&#xa0;; vide au premier démarrage.</translation>
    </message>
    <message>
        <source>Tell the training where to resume from.</source>
        <translation>Indiquer à l&apos;entraînement d&apos;où reprendre.</translation>
    </message>
    <message>
        <source>A folder of event files for this start alone; the Plots page joins the starts into one curve.</source>
        <translation>Un dossier de fichiers d&apos;événements pour ce seul démarrage&#xa0;; la page «&#xa0;Graphiques&#xa0;» réunit les démarrages en une seule courbe.</translation>
    </message>
    <message>
        <source>Say in the log which start this is and where it goes on from.</source>
        <translation>Indiquer dans le journal de quel démarrage il s&apos;agit et d&apos;où il reprend.</translation>
    </message>
    <message>
        <source>What to do when the time limit is near:</source>
        <translation>Que faire quand la limite de temps approche&#xa0;:</translation>
    </message>
    <message>
        <source>This start is done.</source>
        <translation>Ce démarrage est terminé.</translation>
    </message>
    <message>
        <source>Run it when Slurm sends the warning.</source>
        <translation>L&apos;exécuter quand Slurm envoie l&apos;avertissement.</translation>
    </message>
    <message>
        <source>The training&apos;s process.</source>
        <translation>Le processus de l&apos;entraînement.</translation>
    </message>
    <message>
        <source>Wait for it to end; the job ends as it does.</source>
        <translation>Attendre qu&apos;il se termine&#xa0;; la tâche se termine comme lui.</translation>
    </message>
    <message>
        <source>With ddp-torchrun the warning before the time limit stops torchrun at once, and the training processes save nothing: the run goes on from the last checkpoint they saved on their own. Choose ddp-srun (the same processes, one per GPU, without torchrun) to have each one warned so it can save.</source>
        <translation>Avec ddp-torchrun, l&apos;avertissement avant la limite de temps arrête torchrun aussitôt, et les processus d&apos;entraînement n&apos;enregistrent rien&#xa0;: l&apos;exécution reprend au dernier point de contrôle qu&apos;ils ont enregistré d&apos;eux-mêmes. Choisissez ddp-srun (les mêmes processus, un par GPU, sans torchrun) pour que chacun soit averti et puisse enregistrer.</translation>
    </message>
</context>
<context>
    <name>rundata</name>
    <message>
        <source>More problems were found; only the first %1 are listed.</source>
        <translation>D&apos;autres problèmes ont été trouvés&#xa0;; seuls les %1 premiers sont listés.</translation>
    </message>
</context>
<context>
    <name>runevents</name>
    <message>
        <source>Last lines of the log:</source>
        <translation>Dernières lignes du journal&#xa0;:</translation>
    </message>
</context>
<context>
    <name>runservice</name>
    <message>
        <source>%1 has no scheduler; run the script there with bash.</source>
        <translation>%1 n&apos;a pas d&apos;ordonnanceur&#xa0;; exécutez-y le script avec bash.</translation>
    </message>
    <message>
        <source>The run history cannot be written (%1), so nothing was submitted.</source>
        <translation>L&apos;historique des exécutions ne peut pas être écrit (%1), rien n&apos;a donc été soumis.</translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm job arrays; %1 uses another scheduler, so submit one run per value there.</source>
        <translation type="vanished">Slipway soumet les balayages comme tableaux de tâches Slurm&#xa0;; %1 utilise un autre ordonnanceur, soumettez-y donc une exécution par valeur.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a usable run folder name.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom de dossier d&apos;exécution utilisable.</translation>
    </message>
    <message>
        <source>The run could not be recorded (%1), so nothing was submitted.</source>
        <translation>L&apos;exécution n&apos;a pas pu être enregistrée (%1), rien n&apos;a donc été soumis.</translation>
    </message>
    <message>
        <source>Could not ask the scheduler: %1</source>
        <translation type="vanished">Impossible d&apos;interroger l&apos;ordonnanceur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Run %1 is not a sweep.</source>
        <translation>L&apos;exécution %1 n&apos;est pas un balayage.</translation>
    </message>
    <message>
        <source>Run %1 has no task %2 with a job to cancel.</source>
        <translation>L&apos;exécution %1 n&apos;a pas de processus %2 avec une tâche à annuler.</translation>
    </message>
    <message>
        <source>The scheduler did not cancel task %1: %2</source>
        <translation>L&apos;ordonnanceur n&apos;a pas annulé le processus %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cancel requested for task %1.</source>
        <translation>Annulation demandée pour le processus %1.</translation>
    </message>
    <message>
        <source>Run %1 is not a submitted sweep.</source>
        <translation>L&apos;exécution %1 n&apos;est pas un balayage soumis.</translation>
    </message>
    <message>
        <source>No task of run %1 needs to run again.</source>
        <translation>Aucun processus de l&apos;exécution %1 n&apos;a besoin d&apos;être relancé.</translation>
    </message>
    <message>
        <source>Run %1 has no such task.</source>
        <translation>L&apos;exécution %1 n&apos;a pas ce processus.</translation>
    </message>
    <message>
        <source>The scheduler refused to run the tasks again: %1</source>
        <translation>L&apos;ordonnanceur a refusé de relancer les processus&#xa0;: %1</translation>
    </message>
    <message>
        <source>Submitted task(s) %1 again as job array %2. %3</source>
        <translation type="vanished">Processus %1 soumis à nouveau comme tableau de tâches %2. %3</translation>
    </message>
    <message>
        <source>Cobalt no longer lists the job: it has ended. Its exit code is in %1.cobaltlog.</source>
        <translation>Cobalt ne liste plus la tâche&#xa0;: elle est terminée. Son code de sortie est dans %1.cobaltlog.</translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while it prepared the run&apos;s folder, before anything was sent to the scheduler. Submit it again.</source>
        <translation>Jamais soumise&#xa0;: Slipway s&apos;est arrêté pendant la préparation du dossier de l&apos;exécution, avant tout envoi à l&apos;ordonnanceur. Soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>Could not ask the scheduler whether this interrupted submission reached it: %1</source>
        <translation type="vanished">Impossible de demander à l&apos;ordonnanceur si cette soumission interrompue lui est parvenue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation type="vanished">Slipway s&apos;est arrêté pendant la soumission de cette exécution, mais %1 l&apos;avait acceptée&#xa0;: tâche %2 (trouvée grâce à son étiquette %3).</translation>
    </message>
    <message>
        <source>Never submitted: Slipway stopped while submitting this run, and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation type="vanished">Jamais soumise&#xa0;: Slipway s&apos;est arrêté pendant la soumission de cette exécution, et %1 n&apos;a aucune tâche avec son étiquette %2, ni en attente ni terminée. Soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>Slipway stopped while submitting this run, and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation type="vanished">Slipway s&apos;est arrêté pendant la soumission de cette exécution, et %1 ne liste maintenant aucune tâche avec son étiquette %2&#xa0;; %1 ne garde ici aucune trace des tâches terminées, elle n&apos;a donc jamais été soumise ou est déjà terminée.</translation>
    </message>
    <message>
        <source>Run %1 has no job to cancel.</source>
        <translation>L&apos;exécution %1 n&apos;a pas de tâche à annuler.</translation>
    </message>
    <message>
        <source>The stored job id &quot;%1&quot; is not valid.</source>
        <translation>L&apos;identifiant de tâche enregistré «&#xa0;%1&#xa0;» n&apos;est pas valide.</translation>
    </message>
    <message>
        <source>The scheduler did not cancel job %1: %2</source>
        <translation>L&apos;ordonnanceur n&apos;a pas annulé la tâche %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no run %1.</source>
        <translation>Il n&apos;y a pas d&apos;exécution %1.</translation>
    </message>
    <message>
        <source>The stored spec of run %1 cannot be read: %2</source>
        <translation>La description enregistrée de l&apos;exécution %1 est illisible&#xa0;: %2</translation>
    </message>
    <message>
        <source>Running on %1.</source>
        <translation>En cours sur %1.</translation>
    </message>
    <message>
        <source>Cancel requested.</source>
        <translation>Annulation demandée.</translation>
    </message>
    <message>
        <source>Slipway submits sweeps as Slurm or PBS Pro job arrays; %1 has neither, so submit one run per value there.</source>
        <translation>Slipway soumet les balayages comme tableaux de tâches Slurm ou PBS Pro&#xa0;; %1 n&apos;a ni l&apos;un ni l&apos;autre, soumettez-y donc une exécution par valeur.</translation>
    </message>
    <message>
        <source>The scheduler cannot run exactly these tasks of run %1 again as one array (PBS Pro takes one range of subjobs, such as 4-6, not a list). Resubmit them a range at a time, or the whole sweep.</source>
        <translation>L&apos;ordonnanceur ne peut pas relancer exactement ces processus de l&apos;exécution %1 en un seul tableau (PBS Pro accepte une plage de sous-tâches, comme 4-6, pas une liste). Soumettez-les à nouveau une plage à la fois, ou tout le balayage.</translation>
    </message>
    <message>
        <source>The run has no job of its own to ask about.</source>
        <translation>L&apos;exécution n&apos;a pas de tâche propre à interroger.</translation>
    </message>
    <message>
        <source>This cluster&apos;s scheduler keeps no record of a job&apos;s restarts.</source>
        <translation>L&apos;ordonnanceur de cette grappe ne garde aucune trace des redémarrages d&apos;une tâche.</translation>
    </message>
    <message numerus="yes">
        <source>Submitted %n task(s) (%1) again as job array %2. %3</source>
        <translation>
            <numerusform>%n processus (%1) soumis à nouveau comme tableau de tâches %2. %3</numerusform>
            <numerusform>%n processus (%1) soumis à nouveau comme tableau de tâches %2. %3</numerusform>
        </translation>
    </message>
    <message>
        <source>The submission of this run was cut short (Slipway stopped, or the connection was lost), but %1 had accepted it: job %2 (found by its tag %3).</source>
        <translation>La soumission de cette exécution a été interrompue (Slipway s&apos;est arrêté, ou la connexion a été perdue), mais %1 l&apos;avait acceptée&#xa0;: tâche %2 (trouvée grâce à son étiquette %3).</translation>
    </message>
    <message>
        <source>Never submitted: the submission of this run was cut short (Slipway stopped, or the connection was lost), and %1 has no job with its tag %2, neither queued nor finished. Submit it again.</source>
        <translation>Jamais soumise&#xa0;: la soumission de cette exécution a été interrompue (Slipway s&apos;est arrêté, ou la connexion a été perdue), et %1 n&apos;a aucune tâche avec son étiquette %2, ni en attente ni terminée. Soumettez-la à nouveau.</translation>
    </message>
    <message>
        <source>The submission of this run was cut short (Slipway stopped, or the connection was lost), and %1 lists no job with its tag %2 now; %1 keeps no record of ended jobs here, so it was either never submitted or has already ended.</source>
        <translation>La soumission de cette exécution a été interrompue (Slipway s&apos;est arrêté, ou la connexion a été perdue), et %1 ne liste maintenant aucune tâche avec son étiquette %2&#xa0;; %1 ne garde ici aucune trace des tâches terminées, elle n&apos;a donc jamais été soumise ou est déjà terminée.</translation>
    </message>
    <message>
        <source>Job %1 has ended, but how is not known: it is no longer in the queue, this cluster keeps no accounting of ended jobs (or it did not answer), and the scheduler has forgotten the job. Its log says how it went.</source>
        <translation>La tâche %1 est terminée, mais on ne sait pas comment : elle n’est plus dans la file d’attente, ce cluster ne garde pas de comptabilité des tâches terminées (ou elle n’a pas répondu), et l’ordonnanceur a oublié la tâche. Son journal dit comment elle s’est déroulée.</translation>
    </message>
    <message>
        <source>Job %1 has ended, but how is not known: it is no longer in the queue, this cluster keeps no accounting of ended jobs (or it did not answer), and the scheduler has forgotten the job. Its log, %2, says how it went.</source>
        <translation>La tâche %1 est terminée, mais on ne sait pas comment : elle n’est plus dans la file d’attente, ce cluster ne garde pas de comptabilité des tâches terminées (ou elle n’a pas répondu), et l’ordonnanceur a oublié la tâche. Son journal, %2, dit comment elle s’est déroulée.</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) of the sweep&apos;s later arrays were never sent: submit them with &quot;Resubmit failed and timed-out tasks only&quot; (slipwayctl resubmit RUN --failed-only).</source>
        <translation>
            <numerusform>%n processus des tableaux suivants du balayage n’a jamais été envoyé : soumettez-le avec « Ne soumettre à nouveau que les processus échoués ou hors délai » (slipwayctl resubmit RUN --failed-only).</numerusform>
            <numerusform>%n processus des tableaux suivants du balayage n’ont jamais été envoyés : soumettez-les avec « Ne soumettre à nouveau que les processus échoués ou hors délai » (slipwayctl resubmit RUN --failed-only).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>runstore</name>
    <message>
        <source>Cannot make the folder %1 for the run history.</source>
        <translation>Impossible de créer le dossier %1 pour l&apos;historique des exécutions.</translation>
    </message>
    <message>
        <source>Cannot read the run history %1: %2</source>
        <translation>Impossible de lire l&apos;historique des exécutions %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The run history %1 is not a file (a folder or a device is in its place); nothing was changed.</source>
        <translation>L&apos;historique des exécutions %1 n&apos;est pas un fichier (un dossier ou un périphérique est à sa place)&#xa0;; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Cannot open the run history %1: %2</source>
        <translation>Impossible d&apos;ouvrir l&apos;historique des exécutions %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway could not move it aside to start a new one; move or remove it yourself (nothing was changed).</source>
        <translation>L&apos;historique des exécutions %1 %2. Slipway n&apos;a pas pu le mettre de côté pour en commencer un nouveau&#xa0;; déplacez-le ou supprimez-le vous-même (rien n&apos;a été modifié).</translation>
    </message>
    <message>
        <source>The run history %1 %2; it was kept as %3, but a new history could not be made: %4</source>
        <translation>L&apos;historique des exécutions %1 %2&#xa0;; il a été conservé sous %3, mais un nouvel historique n&apos;a pas pu être créé&#xa0;: %4</translation>
    </message>
    <message>
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %4 run(s) from the damaged file%5.</source>
        <translation type="vanished">L&apos;historique des exécutions %1 %2. Slipway a conservé ce fichier sous %3 et commencé un nouvel historique à sa place&#xa0;; il a récupéré %4 exécution(s) du fichier endommagé%5.</translation>
    </message>
    <message>
        <source> No run could be recovered%1.</source>
        <translation> Aucune exécution n&apos;a pu être récupérée%1.</translation>
    </message>
    <message>
        <source>The backup of the run history (%1) could not be written: %2</source>
        <translation>La sauvegarde de l&apos;historique des exécutions (%1) n&apos;a pas pu être écrite&#xa0;: %2</translation>
    </message>
    <message>
        <source>The backup of the run history could not be renamed to %1.</source>
        <translation>La sauvegarde de l&apos;historique des exécutions n&apos;a pas pu être renommée en %1.</translation>
    </message>
    <message>
        <source>The run history %1 was written by a newer Slipway (schema %2; this one knows %3). It is shown but not changed.</source>
        <translation>L&apos;historique des exécutions %1 a été écrit par un Slipway plus récent (schéma %2&#xa0;; celui-ci connaît %3). Il est affiché mais pas modifié.</translation>
    </message>
    <message>
        <source>Updating the run history to schema %1 failed: %2</source>
        <translation>La mise à jour de l&apos;historique des exécutions vers le schéma %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>The run history is not open.</source>
        <translation>L&apos;historique des exécutions n&apos;est pas ouvert.</translation>
    </message>
    <message numerus="yes">
        <source>The run history %1 %2. Slipway kept that file as %3 and started a new history in its place; it recovered %n run(s) from the damaged file%4.</source>
        <translation>
            <numerusform>L&apos;historique des exécutions %1 %2. Slipway a conservé ce fichier sous %3 et commencé un nouvel historique à sa place&#xa0;; il a récupéré %n exécution du fichier endommagé%4.</numerusform>
            <numerusform>L&apos;historique des exécutions %1 %2. Slipway a conservé ce fichier sous %3 et commencé un nouvel historique à sa place&#xa0;; il a récupéré %n exécutions du fichier endommagé%4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scalarexport</name>
    <message>
        <source>Cannot write the export: %1</source>
        <translation>Impossible d&apos;écrire l&apos;export&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>scheduler</name>
    <message>
        <source>This scheduler has no job arrays.</source>
        <translation>Cet ordonnanceur n&apos;a pas de tableaux de tâches.</translation>
    </message>
    <message>
        <source>This scheduler keeps no record of a job&apos;s restarts.</source>
        <translation>Cet ordonnanceur ne garde aucune trace des redémarrages d&apos;une tâche.</translation>
    </message>
</context>
<context>
    <name>scriptcomposer</name>
    <message>
        <source>%1 GPU(s)%2 on each node.</source>
        <translation type="vanished">%1 GPU%2 sur chaque nœud.</translation>
    </message>
    <message>
        <source>The name shown in the queue.</source>
        <translation>Le nom affiché dans la file d&apos;attente.</translation>
    </message>
    <message>
        <source>Run on the %1 partition.</source>
        <translation>Exécuter sur la partition %1.</translation>
    </message>
    <message>
        <source>%1 tasks (processes) per node: one per GPU.</source>
        <translation>%1 processus par nœud&#xa0;: un par GPU.</translation>
    </message>
    <message>
        <source>One task (process) per node.</source>
        <translation>Un processus par nœud.</translation>
    </message>
    <message>
        <source>%1 CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation type="vanished">%1 cœur(s) de CPU pour chaque processus (workers DataLoader, threads).</translation>
    </message>
    <message>
        <source> The model is named, as the site asks.</source>
        <translation> Le modèle est nommé, comme le demande le centre.</translation>
    </message>
    <message>
        <source>Memory for each node (only one memory flag may be given).</source>
        <translation>Mémoire pour chaque nœud (une seule option de mémoire est permise).</translation>
    </message>
    <message>
        <source>Memory for each CPU core (only one memory flag may be given).</source>
        <translation>Mémoire pour chaque cœur de CPU (une seule option de mémoire est permise).</translation>
    </message>
    <message>
        <source>Time limit: %1. The job is stopped when it runs out.</source>
        <translation>Limite de temps&#xa0;: %1. La tâche est arrêtée quand elle est épuisée.</translation>
    </message>
    <message>
        <source>Charge the project %1.</source>
        <translation>Imputer au projet %1.</translation>
    </message>
    <message>
        <source>Quality of service %1.</source>
        <translation>Qualité de service %1.</translation>
    </message>
    <message>
        <source>Write output and errors to this file (%j is the job id).</source>
        <translation>Écrire la sortie et les erreurs dans ce fichier (%j est l&apos;identifiant de la tâche).</translation>
    </message>
    <message>
        <source>Write output to this file (%j is the job id).</source>
        <translation>Écrire la sortie dans ce fichier (%j est l&apos;identifiant de la tâche).</translation>
    </message>
    <message>
        <source>Write errors to this file.</source>
        <translation>Écrire les erreurs dans ce fichier.</translation>
    </message>
    <message>
        <source>Send e-mail to this address.</source>
        <translation>Envoyer un courriel à cette adresse.</translation>
    </message>
    <message>
        <source>When to send e-mail.</source>
        <translation>Quand envoyer un courriel.</translation>
    </message>
    <message>
        <source>Charge the project %1 (required).</source>
        <translation>Imputer au projet %1 (obligatoire).</translation>
    </message>
    <message>
        <source>Submit to the %1 queue.</source>
        <translation>Soumettre à la file %1.</translation>
    </message>
    <message>
        <source>%1 whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation type="vanished">%1 nœud(s) entier(s)&#xa0;; chacun avec tous ses GPU (pas d&apos;allocation par GPU).</translation>
    </message>
    <message>
        <source>Spread the nodes (%1).</source>
        <translation>Répartir les nœuds (%1).</translation>
    </message>
    <message>
        <source>Time limit: %1 (required).</source>
        <translation>Limite de temps&#xa0;: %1 (obligatoire).</translation>
    </message>
    <message>
        <source>The file systems the job needs (required).</source>
        <translation>Les systèmes de fichiers dont la tâche a besoin (obligatoire).</translation>
    </message>
    <message>
        <source>Mail when the job ends or aborts.</source>
        <translation>Courriel quand la tâche se termine ou avorte.</translation>
    </message>
    <message>
        <source>%1 node(s) for at most %2.</source>
        <translation type="vanished">%1 nœud(s) pour %2 au plus.</translation>
    </message>
    <message>
        <source>The %1 queue, KNL memory in cache mode, quad clustering.</source>
        <translation>La file %1, mémoire KNL en mode cache, regroupement quad.</translation>
    </message>
    <message>
        <source>The job&apos;s number, without the server&apos;s name.</source>
        <translation>Le numéro de la tâche, sans le nom du serveur.</translation>
    </message>
    <message>
        <source>TensorBoard inside the job is written for Slurm and PBS Pro clusters only; use TensorBoard on the login node instead (Plots → TensorBoard…).</source>
        <translation>TensorBoard dans la tâche n&apos;est écrit que pour les grappes Slurm et PBS Pro&#xa0;; utilisez plutôt TensorBoard sur le nœud de connexion (Graphiques → TensorBoard…).</translation>
    </message>
    <message>
        <source>The folder your script writes event files to, made now so that TensorBoard can watch it from the start.</source>
        <translation>Le dossier où votre script écrit les fichiers d&apos;événements, créé maintenant pour que TensorBoard puisse le surveiller dès le départ.</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 39999), so jobs sharing a node do not collide.</source>
        <translation type="vanished">Le port de TensorBoard, tiré de l&apos;identifiant de la tâche (20000 à 39999), pour que les tâches partageant un nœud n&apos;entrent pas en conflit.</translation>
    </message>
    <message>
        <source>Start TensorBoard on this node in the background, as the centre&apos;s documentation shows. It has no password: other users of the cluster can reach this port. It ends with the job.</source>
        <translation>Démarrer TensorBoard sur ce nœud en arrière-plan, comme le montre la documentation du centre. Il n&apos;a pas de mot de passe&#xa0;: les autres utilisateurs de la grappe peuvent joindre ce port. Il s&apos;arrête avec la tâche.</translation>
    </message>
    <message>
        <source>The spec is for profile &quot;%1&quot;, not &quot;%2&quot;.</source>
        <translation>La description est pour le profil «&#xa0;%1&#xa0;», pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The spec names no profile, so the script is written for %1 (%2); add &quot;profile&quot;: &quot;ID&quot; to write it for a cluster (slipwayctl profiles lists them).</source>
        <translation>La description ne nomme aucun profil, le script est donc écrit pour %1 (%2)&#xa0;; ajoutez &quot;profile&quot;: &quot;ID&quot; pour l&apos;écrire pour une grappe (slipwayctl profiles les liste).</translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so a sweep cannot run here as one job. Submit one run per value instead (one spec each), or use a Slurm or PBS Pro cluster.</source>
        <translation>Cobalt n&apos;a pas de tableaux de tâches, un balayage ne peut donc pas s&apos;exécuter ici en une seule tâche. Soumettez plutôt une exécution par valeur (une description chacune), ou utilisez une grappe Slurm ou PBS Pro.</translation>
    </message>
    <message>
        <source>A sweep needs a batch scheduler; the local profile runs one script at a time.</source>
        <translation>Un balayage a besoin d&apos;un ordonnanceur de tâches&#xa0;; le profil local exécute un script à la fois.</translation>
    </message>
    <message>
        <source>Run the script with bash.</source>
        <translation>Exécuter le script avec bash.</translation>
    </message>
    <message>
        <source>Stop at the first command that fails, so the log ends at the real error.</source>
        <translation>S&apos;arrêter à la première commande qui échoue, pour que le journal se termine sur la vraie erreur.</translation>
    </message>
    <message>
        <source>PBS starts jobs in the home folder; go back to the folder the job was submitted from.</source>
        <translation>PBS démarre les tâches dans le dossier personnel&#xa0;; revenir au dossier d&apos;où la tâche a été soumise.</translation>
    </message>
    <message>
        <source>Compute nodes reach the internet only through the site&apos;s proxy.</source>
        <translation>Les nœuds de calcul n&apos;accèdent à Internet que par le proxy du centre.</translation>
    </message>
    <message>
        <source>Output file.</source>
        <translation>Fichier de sortie.</translation>
    </message>
    <message>
        <source>Error file.</source>
        <translation>Fichier d&apos;erreurs.</translation>
    </message>
    <message>
        <source>Work in %1.</source>
        <translation>Travailler dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)%1 on each node.</source>
        <translation>
            <numerusform>%n GPU%1 sur chaque nœud.</numerusform>
            <numerusform>%n GPU%1 sur chaque nœud.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s).</source>
        <translation>
            <numerusform>%n nœud.</numerusform>
            <numerusform>%n nœuds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU core(s) for each task (DataLoader workers, threads).</source>
        <translation>
            <numerusform>%n cœur de CPU pour chaque processus (workers DataLoader, threads).</numerusform>
            <numerusform>%n cœurs de CPU pour chaque processus (workers DataLoader, threads).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n whole node(s); each has all its GPUs (no per-GPU allocation).</source>
        <translation>
            <numerusform>%n nœud entier, avec tous ses GPU (pas d&apos;allocation par GPU).</numerusform>
            <numerusform>%n nœuds entiers&#xa0;; chacun avec tous ses GPU (pas d&apos;allocation par GPU).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n node(s) for at most %1.</source>
        <translation>
            <numerusform>%n nœud pour %1 au plus.</numerusform>
            <numerusform>%n nœuds pour %1 au plus.</numerusform>
        </translation>
    </message>
    <message>
        <source> Only GPUs of the model %1, as asked.</source>
        <translation> Uniquement des GPU du modèle %1, comme demandé.</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s port, from the job id (20000 to 31999, below the ports the node gives outgoing connections), so jobs sharing a node do not collide.</source>
        <translation>Le port de TensorBoard, tiré de l’identifiant de la tâche (20000 à 31999, sous les ports que le nœud donne aux connexions sortantes), pour que des tâches partageant un nœud n’entrent pas en collision.</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <source>%1 was written by a newer Slipway (settings version %2); it is left unchanged.</source>
        <translation>%1 a été écrit par un Slipway plus récent (version de réglages %2)&#xa0;; il est laissé tel quel.</translation>
    </message>
    <message>
        <source>Cannot write %1: permission denied.</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: permission refusée.</translation>
    </message>
    <message>
        <source>Cannot read %1: the file is malformed.</source>
        <translation>Impossible de lire %1&#xa0;: le fichier est mal formé.</translation>
    </message>
</context>
<context>
    <name>slipway::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="vanished">Aucun module n&apos;a été demandé.</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="vanished"> (un environnement virtuel)</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="vanished">compilé sans CUDA&#xa0;: CPU seulement</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="vanished">Chargez le module PyTorch du centre dans «&#xa0;Modules à charger&#xa0;» (avant l&apos;environnement), ou ajoutez le paquet pip torch à «&#xa0;Paquets&#xa0;» et préparez à nouveau l&apos;environnement.</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="vanished">Ajoutez le module PyTorch du centre à «&#xa0;Modules à charger&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="vanished">Aucun GPU demandé&#xa0;; la tâche s&apos;exécute sur des CPU.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">aucun</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="vanished">Utilisez une version de PyTorch compilée avec CUDA&#xa0;: le module PyTorch du centre, ou torch du wheelhouse du centre, plutôt qu&apos;une version CPU seulement.</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="vanished">Choisissez une partition GPU à l&apos;étape «&#xa0;Ressources&#xa0;», ou 0 GPU par nœud pour une tâche CPU.</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="vanished">Faites correspondre «&#xa0;GPU par nœud&#xa0;» à l&apos;étape «&#xa0;Ressources&#xa0;» avec ce qu&apos;utilise le script&#xa0;; si torch n&apos;en voit aucun, chargez le module CUDA dont a besoin le PyTorch du centre.</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="vanished">Téléversez le projet, ou vérifiez le chemin du «&#xa0;Script d&apos;entraînement&#xa0;».</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="vanished">Choisissez un dossier de travail et un dossier de journaux à vous sur le système de fichiers des nœuds de calcul (espace projet ou scratch)&#xa0;; certains centres rendent le dossier personnel en lecture seule dans les tâches.</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="vanished">Peu de place pour les données ou les points de contrôle à cet endroit&#xa0;: faites le ménage, ou écrivez dans un autre dossier.</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="vanished">Les rangs n&apos;ont pas été essayés (torch ne s&apos;importait pas).</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="vanished">NCCL, sur les GPU</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="vanished">gloo, sur les CPU</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="vanished">un rang n&apos;a pas répondu</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="vanished">Avec NCCL, chaque rang a besoin de son propre GPU (autant de GPU par nœud que de rangs par nœud) et des modules CUDA/NCCL du centre sur chaque nœud&#xa0;; essayez le module PyTorch du centre, et réglez NCCL_DEBUG=INFO pour voir pourquoi.</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="vanished">Les nœuds doivent se joindre par le réseau&#xa0;: gardez le lanceur écrit par Slipway (srun ou torchrun) et ses lignes MASTER_ADDR/MASTER_PORT.</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="vanished">La vérification a commencé mais ne s&apos;est pas terminée&#xa0;; la tâche a peut-être manqué de temps ou de mémoire.</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="vanished">Regardez le journal de la tâche, et réessayez avec plus de temps.</translation>
    </message>
</context>
<context>
    <name>slipway::envsetup</name>
    <message>
        <source>No modules were asked for.</source>
        <translation>Aucun module n&apos;a été demandé.</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation> (un environnement virtuel)</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation>compilé sans CUDA&#xa0;: CPU seulement</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation>Chargez le module PyTorch du centre dans «&#xa0;Modules à charger&#xa0;» (avant l&apos;environnement), ou ajoutez le paquet pip torch à «&#xa0;Paquets&#xa0;» et préparez à nouveau l&apos;environnement.</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation>Ajoutez le module PyTorch du centre à «&#xa0;Modules à charger&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation>Aucun GPU demandé&#xa0;; la tâche s&apos;exécute sur des CPU.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation>Utilisez une version de PyTorch compilée avec CUDA&#xa0;: le module PyTorch du centre, ou torch du wheelhouse du centre, plutôt qu&apos;une version CPU seulement.</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation>Choisissez une partition GPU à l&apos;étape «&#xa0;Ressources&#xa0;», ou 0 GPU par nœud pour une tâche CPU.</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation>Faites correspondre «&#xa0;GPU par nœud&#xa0;» à l&apos;étape «&#xa0;Ressources&#xa0;» avec ce qu&apos;utilise le script&#xa0;; si torch n&apos;en voit aucun, chargez le module CUDA dont a besoin le PyTorch du centre.</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation>Téléversez le projet, ou vérifiez le chemin du «&#xa0;Script d&apos;entraînement&#xa0;».</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation>Choisissez un dossier de travail et un dossier de journaux à vous sur le système de fichiers des nœuds de calcul (espace projet ou scratch)&#xa0;; certains centres rendent le dossier personnel en lecture seule dans les tâches.</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation>Peu de place pour les données ou les points de contrôle à cet endroit&#xa0;: faites le ménage, ou écrivez dans un autre dossier.</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation>Les rangs n&apos;ont pas été essayés (torch ne s&apos;importait pas).</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation>NCCL, sur les GPU</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation>gloo, sur les CPU</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation>un rang n&apos;a pas répondu</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation>Avec NCCL, chaque rang a besoin de son propre GPU (autant de GPU par nœud que de rangs par nœud) et des modules CUDA/NCCL du centre sur chaque nœud&#xa0;; essayez le module PyTorch du centre, et réglez NCCL_DEBUG=INFO pour voir pourquoi.</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation>Les nœuds doivent se joindre par le réseau&#xa0;: gardez le lanceur écrit par Slipway (srun ou torchrun) et ses lignes MASTER_ADDR/MASTER_PORT.</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation>La vérification a commencé mais ne s&apos;est pas terminée&#xa0;; la tâche a peut-être manqué de temps ou de mémoire.</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation>Regardez le journal de la tâche, et réessayez avec plus de temps.</translation>
    </message>
</context>
<context>
    <name>slipway::envsetup::DoctorReport</name>
    <message>
        <source>No modules were asked for.</source>
        <translation type="vanished">Aucun module n&apos;a été demandé.</translation>
    </message>
    <message>
        <source> (a virtual environment)</source>
        <translation type="vanished"> (un environnement virtuel)</translation>
    </message>
    <message>
        <source>built without CUDA: CPU only</source>
        <translation type="vanished">compilé sans CUDA&#xa0;: CPU seulement</translation>
    </message>
    <message>
        <source>Load the site&apos;s PyTorch module in “Modules to load” (before the environment), or add the pip package torch to “Packages” and set the environment up again.</source>
        <translation type="vanished">Chargez le module PyTorch du centre dans «&#xa0;Modules à charger&#xa0;» (avant l&apos;environnement), ou ajoutez le paquet pip torch à «&#xa0;Paquets&#xa0;» et préparez à nouveau l&apos;environnement.</translation>
    </message>
    <message>
        <source>Add the site&apos;s PyTorch module to “Modules to load” on the Environment step.</source>
        <translation type="vanished">Ajoutez le module PyTorch du centre à «&#xa0;Modules à charger&#xa0;» à l&apos;étape «&#xa0;Environnement&#xa0;».</translation>
    </message>
    <message>
        <source>No GPU asked for; the job runs on CPUs.</source>
        <translation type="vanished">Aucun GPU demandé&#xa0;; la tâche s&apos;exécute sur des CPU.</translation>
    </message>
    <message>
        <source>none</source>
        <translation type="vanished">aucun</translation>
    </message>
    <message>
        <source>Use a CUDA build of PyTorch: the site&apos;s PyTorch module, or torch from the site&apos;s wheelhouse, instead of a CPU-only one.</source>
        <translation type="vanished">Utilisez une version de PyTorch compilée avec CUDA&#xa0;: le module PyTorch du centre, ou torch du wheelhouse du centre, plutôt qu&apos;une version CPU seulement.</translation>
    </message>
    <message>
        <source>Choose a GPU partition on the Resources step, or GPUs per node 0 for a CPU job.</source>
        <translation type="vanished">Choisissez une partition GPU à l&apos;étape «&#xa0;Ressources&#xa0;», ou 0 GPU par nœud pour une tâche CPU.</translation>
    </message>
    <message>
        <source>Make “GPUs per node” on the Resources step match what the script uses; if torch sees none, load the CUDA module the site&apos;s PyTorch needs.</source>
        <translation type="vanished">Faites correspondre «&#xa0;GPU par nœud&#xa0;» à l&apos;étape «&#xa0;Ressources&#xa0;» avec ce qu&apos;utilise le script&#xa0;; si torch n&apos;en voit aucun, chargez le module CUDA dont a besoin le PyTorch du centre.</translation>
    </message>
    <message>
        <source>Upload the project, or check the “Training script” path.</source>
        <translation type="vanished">Téléversez le projet, ou vérifiez le chemin du «&#xa0;Script d&apos;entraînement&#xa0;».</translation>
    </message>
    <message>
        <source>Choose a working folder and a log folder of your own on the compute nodes&apos; file system (project or scratch space); some sites make home read-only in jobs.</source>
        <translation type="vanished">Choisissez un dossier de travail et un dossier de journaux à vous sur le système de fichiers des nœuds de calcul (espace projet ou scratch)&#xa0;; certains centres rendent le dossier personnel en lecture seule dans les tâches.</translation>
    </message>
    <message>
        <source>Little room for data or checkpoints there: clean up, or write to another folder.</source>
        <translation type="vanished">Peu de place pour les données ou les points de contrôle à cet endroit&#xa0;: faites le ménage, ou écrivez dans un autre dossier.</translation>
    </message>
    <message>
        <source>The ranks were not tried (torch did not import).</source>
        <translation type="vanished">Les rangs n&apos;ont pas été essayés (torch ne s&apos;importait pas).</translation>
    </message>
    <message>
        <source>NCCL, on the GPUs</source>
        <translation type="vanished">NCCL, sur les GPU</translation>
    </message>
    <message>
        <source>gloo, on the CPUs</source>
        <translation type="vanished">gloo, sur les CPU</translation>
    </message>
    <message>
        <source>a rank did not answer</source>
        <translation type="vanished">un rang n&apos;a pas répondu</translation>
    </message>
    <message>
        <source>With NCCL each rank needs a GPU of its own (as many GPUs per node as ranks per node) and the site&apos;s CUDA/NCCL modules on every node; try the site&apos;s PyTorch module, and set NCCL_DEBUG=INFO to see why.</source>
        <translation type="vanished">Avec NCCL, chaque rang a besoin de son propre GPU (autant de GPU par nœud que de rangs par nœud) et des modules CUDA/NCCL du centre sur chaque nœud&#xa0;; essayez le module PyTorch du centre, et réglez NCCL_DEBUG=INFO pour voir pourquoi.</translation>
    </message>
    <message>
        <source>The nodes must reach each other on the network: keep the launcher Slipway writes (srun or torchrun) and its MASTER_ADDR/MASTER_PORT lines.</source>
        <translation type="vanished">Les nœuds doivent se joindre par le réseau&#xa0;: gardez le lanceur écrit par Slipway (srun ou torchrun) et ses lignes MASTER_ADDR/MASTER_PORT.</translation>
    </message>
    <message>
        <source>The check started but did not finish; the job may have run out of time or memory.</source>
        <translation type="vanished">La vérification a commencé mais ne s&apos;est pas terminée&#xa0;; la tâche a peut-être manqué de temps ou de mémoire.</translation>
    </message>
    <message>
        <source>Look at the job&apos;s log, and try again with more time.</source>
        <translation type="vanished">Regardez le journal de la tâche, et réessayez avec plus de temps.</translation>
    </message>
</context>
<context>
    <name>slipway::events::ComparisonTable</name>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>%1 (last)</source>
        <translation>%1 (dernière)</translation>
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
        <translation>Impossible d&apos;enregistrer le tableau dans %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>slipway::events::PlotModel</name>
    <message>
        <source>%1, at byte %2: %3</source>
        <translation>%1, à l&apos;octet %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>slipway::remote::EventProgress</name>
    <message>
        <source>Stopped before the event files were read.</source>
        <translation>Arrêté avant la lecture des fichiers d&apos;événements.</translation>
    </message>
</context>
<context>
    <name>slipway::remote::TensorBoardSession</name>
    <message>
        <source>The connection to the cluster was closed.</source>
        <translation>La connexion à la grappe a été fermée.</translation>
    </message>
    <message>
        <source>Looking for the TensorBoard the job started (%1)…</source>
        <translation>Recherche du TensorBoard lancé par la tâche (%1)…</translation>
    </message>
    <message>
        <source>Starting TensorBoard for %1 on %2…</source>
        <translation>Démarrage de TensorBoard pour %1 sur %2…</translation>
    </message>
    <message>
        <source>Reusing the TensorBoard already running for %1 (pid %2, port %3)…</source>
        <translation>Réutilisation du TensorBoard déjà lancé pour %1 (pid %2, port %3)…</translation>
    </message>
    <message>
        <source>Started TensorBoard for %1 (pid %2, port %3); waiting for it to answer…</source>
        <translation>TensorBoard démarré pour %1 (pid %2, port %3)&#xa0;; attente de sa réponse…</translation>
    </message>
    <message>
        <source>There is no folder %1 on %2.</source>
        <translation>Il n&apos;y a pas de dossier %1 sur %2.</translation>
    </message>
    <message>
        <source>No permission to open the folder %1 on %2.</source>
        <translation>Pas la permission d&apos;ouvrir le dossier %1 sur %2.</translation>
    </message>
    <message>
        <source>The environment command &quot;%1&quot; failed on %2%3</source>
        <translation>La commande d&apos;environnement «&#xa0;%1&#xa0;» a échoué sur %2%3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was not found on %2. Give an environment command that provides it, e.g. &quot;module load TensorBoard&quot; or &quot;source ~/venv/bin/activate&quot;.</source>
        <translation>«&#xa0;%1&#xa0;» est introuvable sur %2. Donnez une commande d&apos;environnement qui le fournit, par ex. «&#xa0;module load TensorBoard&#xa0;» ou «&#xa0;source ~/venv/bin/activate&#xa0;».</translation>
    </message>
    <message>
        <source>No free port was found on %1.</source>
        <translation>Aucun port libre n&apos;a été trouvé sur %1.</translation>
    </message>
    <message>
        <source>Starting TensorBoard on %1 failed (exit status %2)%3</source>
        <translation>Le démarrage de TensorBoard sur %1 a échoué (code de sortie %2)%3</translation>
    </message>
    <message>
        <source>Waiting for the job to start TensorBoard (%1 appears once the job runs)…</source>
        <translation>Attente du démarrage de TensorBoard par la tâche (%1 apparaît dès que la tâche s&apos;exécute)…</translation>
    </message>
    <message>
        <source>The job has not started TensorBoard yet: %1 does not exist. It appears once the job runs; is the job still waiting in the queue?</source>
        <translation>La tâche n&apos;a pas encore démarré TensorBoard&#xa0;: %1 n&apos;existe pas. Il apparaît dès que la tâche s&apos;exécute&#xa0;; la tâche attend-elle encore dans la file&#xa0;?</translation>
    </message>
    <message>
        <source>TensorBoard on %1, port %2, did not answer within %3 s; its output is in %4.log.</source>
        <translation>TensorBoard sur %1, port %2, n&apos;a pas répondu en %3 s&#xa0;; sa sortie est dans %4.log.</translation>
    </message>
    <message>
        <source>TensorBoard is starting on %1 (port %2)…</source>
        <translation>TensorBoard démarre sur %1 (port %2)…</translation>
    </message>
    <message>
        <source>TensorBoard stopped on its own%1</source>
        <translation>TensorBoard s&apos;est arrêté de lui-même%1</translation>
    </message>
    <message>
        <source>TensorBoard did not answer within %1 s.</source>
        <translation>TensorBoard n&apos;a pas répondu en %1 s.</translation>
    </message>
    <message>
        <source>Forwarding a local port to TensorBoard (port %1 on %2)…</source>
        <translation>Redirection d&apos;un port local vers TensorBoard (port %1 sur %2)…</translation>
    </message>
    <message>
        <source>The tunnel closed: the connection to the cluster ended.</source>
        <translation>Le tunnel s&apos;est fermé&#xa0;: la connexion à la grappe a pris fin.</translation>
    </message>
    <message>
        <source>TensorBoard is running for %1.</source>
        <translation>TensorBoard fonctionne pour %1.</translation>
    </message>
    <message>
        <source>TensorBoard did not answer through the tunnel: %1</source>
        <translation>TensorBoard n&apos;a pas répondu à travers le tunnel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stopping (waiting for the start command to answer)…</source>
        <translation>Arrêt (attente de la réponse de la commande de démarrage)…</translation>
    </message>
    <message>
        <source>Stopping TensorBoard (pid %1) on %2…</source>
        <translation>Arrêt de TensorBoard (pid %1) sur %2…</translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster failed: %1</source>
        <translation>L&apos;arrêt de TensorBoard sur la grappe a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tunnel closed; TensorBoard runs on %1 until the job ends.</source>
        <translation>Tunnel fermé&#xa0;; TensorBoard tourne sur %1 jusqu&apos;à la fin de la tâche.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message numerus="yes">
        <source>Tunnel closed; TensorBoard left running on the cluster (for up to %n hour(s) unless Slipway opens it again).</source>
        <translation>
            <numerusform>Tunnel fermé&#xa0;; TensorBoard continue de tourner sur la grappe (jusqu&apos;à %n heure, sauf si Slipway le rouvre).</numerusform>
            <numerusform>Tunnel fermé&#xa0;; TensorBoard continue de tourner sur la grappe (jusqu&apos;à %n heures, sauf si Slipway le rouvre).</numerusform>
        </translation>
    </message>
    <message>
        <source>Port %1 on %2 was taken by another program just before TensorBoard could use it; starting TensorBoard on another port…</source>
        <translation>Le port %1 sur %2 a été pris par un autre programme juste avant que TensorBoard puisse l’utiliser ; TensorBoard est lancé sur un autre port…</translation>
    </message>
    <message numerus="yes">
        <source>TensorBoard could not use any of the %n free ports Slipway chose on %1: each was taken by another program before TensorBoard could use it. Try again in a minute.%2</source>
        <translation>
            <numerusform>TensorBoard n’a pu utiliser le %n port libre choisi par Slipway sur %1 : un autre programme l’a pris avant TensorBoard. Réessayez dans une minute.%2</numerusform>
            <numerusform>TensorBoard n’a pu utiliser aucun des %n ports libres choisis par Slipway sur %1 : chacun a été pris par un autre programme avant TensorBoard. Réessayez dans une minute.%2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::ChartGrid</name>
    <message>
        <source>%1 Slipway keeps checking every %2 s, so the curves appear once the folder can be read (a job that has not started yet creates it later).</source>
        <translation>%1 Slipway vérifie à nouveau toutes les %2 s, les courbes apparaissent donc dès que le dossier est lisible (une tâche pas encore démarrée le crée plus tard).</translation>
    </message>
    <message>
        <source>No scalar values in this folder yet. Slipway checks for new data every %1 s, so curves appear as soon as the training script logs them.</source>
        <translation>Pas encore de valeurs scalaires dans ce dossier. Slipway cherche de nouvelles données toutes les %1 s, les courbes apparaissent donc dès que le script d&apos;entraînement les enregistre.</translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation>Lecture du dossier…</translation>
    </message>
    <message>
        <source>No tag is shown: the filter matches none of the %1 tags, or they are unticked.</source>
        <translation>Aucune étiquette n&apos;est affichée&#xa0;: le filtre ne correspond à aucune des %1 étiquettes, ou elles sont décochées.</translation>
    </message>
    <message>
        <source>Every run is hidden: tick a run in the list to see its curves.</source>
        <translation>Toutes les exécutions sont masquées&#xa0;: cochez une exécution dans la liste pour voir ses courbes.</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation>%1 étiquettes</translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 tags; type a filter to see the others.</source>
        <translation>Affichage des %1 premières étiquettes sur %2&#xa0;; saisissez un filtre pour voir les autres.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ClusterStep</name>
    <message>
        <source>Choose the cluster your job runs on. Slipway knows each cluster&apos;s rules (partitions, GPU limits, where environments may go) from its site profile.</source>
        <translation>Choisissez la grappe où s&apos;exécute votre tâche. Slipway connaît les règles de chaque grappe (partitions, limites de GPU, emplacements permis pour les environnements) grâce à son profil de site.</translation>
    </message>
    <message>
        <source> — retired</source>
        <translation> — retirée du service</translation>
    </message>
    <message>
        <source> — retired; use %1</source>
        <translation> — retirée du service&#xa0;; utilisez %1</translation>
    </message>
    <message>
        <source>The login node, or an alias from your SSH config (Host lines).</source>
        <translation>Le nœud de connexion, ou un alias de votre configuration SSH (lignes Host).</translation>
    </message>
    <message>
        <source>Login host or SSH alias:</source>
        <translation>Hôte de connexion ou alias SSH&#xa0;:</translation>
    </message>
    <message>
        <source>~/.ssh/config</source>
        <translation>~/.ssh/config</translation>
    </message>
    <message>
        <source>An OpenSSH config file that defines the alias; empty for your usual ~/.ssh/config.</source>
        <translation>Un fichier de configuration OpenSSH qui définit l&apos;alias&#xa0;; vide pour votre ~/.ssh/config habituel.</translation>
    </message>
    <message>
        <source>SSH config file:</source>
        <translation>Fichier de configuration SSH&#xa0;:</translation>
    </message>
    <message>
        <source>Scheduler: %1</source>
        <translation>Ordonnanceur&#xa0;: %1</translation>
    </message>
    <message>
        <source>This cluster is retired%1. %2</source>
        <translation>Cette grappe est retirée du service%1. %2</translation>
    </message>
    <message>
        <source> since %1</source>
        <translation> depuis %1</translation>
    </message>
    <message>
        <source>Its successor: %1.</source>
        <translation>Sa remplaçante&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This computer has no scheduler: Slipway writes the script, and you run it yourself or use the Local page.</source>
        <translation>Cet ordinateur n&apos;a pas d&apos;ordonnanceur&#xa0;: Slipway écrit le script, et vous l&apos;exécutez vous-même ou utilisez la page «&#xa0;Local&#xa0;».</translation>
    </message>
    <message>
        <source>The centre&apos;s documentation</source>
        <translation>La documentation du centre</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Grappes</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ComparisonView</name>
    <message>
        <source>Filter runs, e.g. lr=0.01</source>
        <translation>Filtrer les exécutions, par ex. lr=0.01</translation>
    </message>
    <message>
        <source>Shows the runs whose name or a parameter (written name=value) contains this text</source>
        <translation>Affiche les exécutions dont le nom ou un paramètre (écrit nom=valeur) contient ce texte</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <source>all runs</source>
        <translation>toutes les exécutions</translation>
    </message>
    <message>
        <source> runs</source>
        <translation> exécutions</translation>
    </message>
    <message>
        <source>Only the first runs in the table&apos;s order: sort by a column, then keep the best ones</source>
        <translation>Seulement les premières exécutions dans l&apos;ordre du tableau&#xa0;: triez par une colonne, puis gardez les meilleures</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Colour by</source>
        <translation>Colorer selon</translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter get the same colour</source>
        <translation>Les exécutions ayant la même valeur de ce paramètre ont la même couleur</translation>
    </message>
    <message>
        <source>Group by</source>
        <translation>Grouper selon</translation>
    </message>
    <message>
        <source>Runs with the same value of this parameter share a colour and a band: their mean ± standard deviation (for example across seeds)</source>
        <translation>Les exécutions ayant la même valeur de ce paramètre partagent une couleur et une bande&#xa0;: leur moyenne ± écart-type (par exemple sur plusieurs graines)</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Exporter le tableau…</translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file</source>
        <translation>Enregistrer les lignes affichées dans un fichier CSV</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation>1 exécution</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation>%1 exécutions</translation>
    </message>
    <message>
        <source>%1 of %2 runs shown</source>
        <translation>%1 exécutions affichées sur %2</translation>
    </message>
    <message>
        <source>Export the run table</source>
        <translation>Exporter le tableau des exécutions</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionEditDialog</name>
    <message>
        <source>Add a connection</source>
        <translation>Ajouter une connexion</translation>
    </message>
    <message>
        <source>Edit connection</source>
        <translation>Modifier la connexion</translation>
    </message>
    <message>
        <source>My cluster</source>
        <translation>Ma grappe</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>user@login.cluster.example.org:22</source>
        <translation>user@login.cluster.example.org:22</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adresse&#xa0;:</translation>
    </message>
    <message>
        <source>~/.ssh/id_ed25519 (optional)</source>
        <translation>~/.ssh/id_ed25519 (facultatif)</translation>
    </message>
    <message>
        <source>Key file:</source>
        <translation>Fichier de clé&#xa0;:</translation>
    </message>
    <message>
        <source>Give the connection a name.</source>
        <translation>Donnez un nom à la connexion.</translation>
    </message>
    <message>
        <source>Enter the address, e.g. alice@login.cluster.example.org.</source>
        <translation>Saisissez l&apos;adresse, par ex. alice@login.cluster.example.org.</translation>
    </message>
    <message>
        <source>The key file %1 does not exist.</source>
        <translation>Le fichier de clé %1 n&apos;existe pas.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ConnectionsPage</name>
    <message>
        <source>&lt;b&gt;Clusters&lt;/b&gt;</source>
        <translation>&lt;b&gt;Grappes&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Ajouter…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Se connecter</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>Se déconnecter</translation>
    </message>
    <message>
        <source>New run on this cluster…</source>
        <translation>Nouvelle exécution sur cette grappe…</translation>
    </message>
    <message>
        <source>Start the New run wizard on this connection.</source>
        <translation>Lancer l&apos;assistant «&#xa0;Nouvelle exécution&#xa0;» sur cette connexion.</translation>
    </message>
    <message>
        <source>%1  (ssh config)</source>
        <translation>%1  (configuration ssh)</translation>
    </message>
    <message>
        <source>No clusters yet</source>
        <translation>Pas encore de grappe</translation>
    </message>
    <message>
        <source>Add one with “Add…”, or add a Host to ~/.ssh/config.</source>
        <translation>Ajoutez-en une avec «&#xa0;Ajouter…&#xa0;», ou ajoutez un Host à ~/.ssh/config.</translation>
    </message>
    <message>
        <source> via %1</source>
        <translation type="vanished"> via %1</translation>
    </message>
    <message>
        <source> — next: choose what to run here with “New run on this cluster”.</source>
        <translation type="vanished"> — ensuite&#xa0;: choisissez ce qu&apos;il faut exécuter ici avec «&#xa0;Nouvelle exécution sur cette grappe&#xa0;».</translation>
    </message>
    <message>
        <source>Server identity changed</source>
        <translation>L&apos;identité du serveur a changé</translation>
    </message>
    <message>
        <source>Slipway refused to connect to %1.</source>
        <translation>Slipway a refusé de se connecter à %1.</translation>
    </message>
    <message>
        <source>Clusters</source>
        <translation>Grappes</translation>
    </message>
    <message>
        <source>%1 via %2</source>
        <extracomment>%1 is the address so far, %2 a jump host it goes through</extracomment>
        <translation>%1 via %2</translation>
    </message>
    <message>
        <source>%1 — next: choose what to run here with “New run on this cluster”.</source>
        <translation>%1 — ensuite&#xa0;: choisissez ce qu&apos;il faut exécuter ici avec «&#xa0;Nouvelle exécution sur cette grappe&#xa0;».</translation>
    </message>
</context>
<context>
    <name>slipway::ui::DoctorPanel</name>
    <message>
        <source>&lt;b&gt;Environment doctor&lt;/b&gt;: a short job on the cluster checks the machine your training will use (modules, Python, torch and its CUDA build, GPUs, ranks working together, imports, folders, free space, CPUs).</source>
        <translation>&lt;b&gt;Diagnostic d&apos;environnement&lt;/b&gt;&#xa0;: une courte tâche sur la grappe vérifie la machine qu&apos;utilisera votre entraînement (modules, Python, torch et sa compilation CUDA, GPU, coopération des rangs, imports, dossiers, espace libre, CPU).</translation>
    </message>
    <message>
        <source>Check this environment on the cluster</source>
        <translation>Vérifier cet environnement sur la grappe</translation>
    </message>
    <message>
        <source>Submits a short job (on the debug partition where one fits) with this recipe, these resources and this parallelism.</source>
        <translation>Soumet une courte tâche (sur la partition de débogage quand il y en a une qui convient) avec cette recette, ces ressources et ce parallélisme.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancels the doctor job.</source>
        <translation>Annule la tâche de diagnostic.</translation>
    </message>
    <message>
        <source>The doctor checks environments on clusters; this computer has no batch scheduler.</source>
        <translation>Le diagnostic vérifie des environnements sur des grappes&#xa0;; cet ordinateur n&apos;a pas d&apos;ordonnanceur de tâches.</translation>
    </message>
    <message>
        <source>The doctor can check the environment once the job script has no errors.</source>
        <translation>Le diagnostic pourra vérifier l&apos;environnement une fois que le script de la tâche n&apos;aura plus d&apos;erreurs.</translation>
    </message>
    <message>
        <source>Not checked on the cluster yet for this cluster, recipe and environment. The check takes a few minutes, most of it waiting in the queue.</source>
        <translation>Pas encore vérifié sur la grappe pour cette grappe, cette recette et cet environnement. La vérification prend quelques minutes, surtout passées à attendre dans la file.</translation>
    </message>
    <message>
        <source>Checked on %1 (doctor job %2 on %3): everything the job needs works.</source>
        <translation>Vérifié le %1 (tâche de diagnostic %2 sur %3)&#xa0;: tout ce dont la tâche a besoin fonctionne.</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Vérifier à nouveau</translation>
    </message>
    <message numerus="yes">
        <source>Checked on %1 (doctor job %2): %n problem(s) to fix, listed below.</source>
        <translation>
            <numerusform>Vérifié le %1 (tâche de diagnostic %2)&#xa0;: %n problème à corriger, listé ci-dessous.</numerusform>
            <numerusform>Vérifié le %1 (tâche de diagnostic %2)&#xa0;: %n problèmes à corriger, listés ci-dessous.</numerusform>
        </translation>
    </message>
    <message>
        <source>The doctor could not finish: %1</source>
        <translation>Le diagnostic n&apos;a pas pu aboutir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Correction&#xa0;: %1</translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation>Connectez-vous d&apos;abord à la grappe (étape «&#xa0;Grappe&#xa0;»).</translation>
    </message>
    <message>
        <source>Reading what the training script imports…</source>
        <translation>Lecture de ce qu&apos;importe le script d&apos;entraînement…</translation>
    </message>
    <message>
        <source>Starting the doctor job %1…</source>
        <translation>Démarrage de la tâche de diagnostic %1…</translation>
    </message>
    <message>
        <source>The result could not be remembered: %1</source>
        <translation>Le résultat n&apos;a pas pu être mémorisé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your project has changed since the check on %1 (doctor job %2): check it again, so the doctor job sees the code that will run.</source>
        <translation>Votre projet a changé depuis la vérification du %1 (tâche de diagnostic %2)&#xa0;: vérifiez-le à nouveau, pour que la tâche de diagnostic voie le code qui sera exécuté.</translation>
    </message>
    <message>
        <source>Cancelled before anything was sent.</source>
        <translation>Annulé avant tout envoi.</translation>
    </message>
    <message>
        <source>The project was not sent, so the doctor did not run: %1</source>
        <translation>Le projet n&apos;a pas été envoyé, le diagnostic ne s&apos;est donc pas exécuté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sending the project to the cluster for the doctor job…</source>
        <translation>Envoi du projet à la grappe pour la tâche de diagnostic…</translation>
    </message>
    <message>
        <source>Cancelled: the project was sent, but the doctor did not run.</source>
        <translation>Annulé : le projet a été envoyé, mais le docteur n’a pas été lancé.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::DownloadDialog</name>
    <message>
        <source>Download to the cluster</source>
        <translation>Télécharger vers la grappe</translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster</source>
        <translation>Placer Fashion-MNIST sur la grappe</translation>
    </message>
    <message>
        <source>Give the address of a zip or tar.gz archive (as your centre&apos;s documentation hands out examples). It is unpacked into a new folder on the cluster.</source>
        <translation>Donnez l&apos;adresse d&apos;une archive zip ou tar.gz (comme la documentation de votre centre distribue ses exemples). Elle est décompressée dans un nouveau dossier sur la grappe.</translation>
    </message>
    <message>
        <source>Fashion-MNIST: 70,000 small pictures of clothes in 10 classes (4 files, 30 MB). The examples train on it when their Arguments name its folder with --data.</source>
        <translation>Fashion-MNIST&#xa0;: 70 000 petites images de vêtements en 10 classes (4 fichiers, 30 Mo). Les exemples s&apos;entraînent dessus quand leurs Arguments nomment son dossier avec --data.</translation>
    </message>
    <message>
        <source>optional: the SHA-256 the page gives</source>
        <translation>facultatif&#xa0;: le SHA-256 donné par la page</translation>
    </message>
    <message>
        <source>Address (URL):</source>
        <translation>Adresse (URL)&#xa0;:</translation>
    </message>
    <message>
        <source>Checksum:</source>
        <translation>Somme de contrôle&#xa0;:</translation>
    </message>
    <message>
        <source>a folder on the cluster, e.g. ~/data/examples</source>
        <translation>un dossier sur la grappe, par ex. ~/data/examples</translation>
    </message>
    <message>
        <source>Folder on the cluster:</source>
        <translation>Dossier sur la grappe&#xa0;:</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node downloads it.</source>
        <translation>Le nœud de connexion de la grappe le télécharge.</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway uploads its own copy from this computer.</source>
        <translation>Le nœud de connexion de la grappe n&apos;a pas Internet&#xa0;: Slipway téléverse sa propre copie depuis cet ordinateur.</translation>
    </message>
    <message>
        <source>The cluster&apos;s login node has no internet: Slipway downloads it to this computer first, then uploads it.</source>
        <translation>Le nœud de connexion de la grappe n&apos;a pas Internet&#xa0;: Slipway le télécharge d&apos;abord sur cet ordinateur, puis le téléverse.</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation>Annuler le téléchargement</translation>
    </message>
    <message>
        <source>Folder on the cluster: choose where to put it.</source>
        <translation>Dossier sur la grappe&#xa0;: choisissez où le mettre.</translation>
    </message>
    <message>
        <source>Address (URL): %1</source>
        <translation>Adresse (URL)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Checksum: %1</source>
        <translation>Somme de contrôle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Connect to the cluster first.</source>
        <translation>Connectez-vous d&apos;abord à la grappe.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was left on the cluster.</source>
        <translation>Annulé. Rien n&apos;est resté sur la grappe.</translation>
    </message>
    <message>
        <source>Already in %1 on the cluster (the checksums match).</source>
        <translation>Déjà dans %1 sur la grappe (les sommes de contrôle correspondent).</translation>
    </message>
    <message numerus="yes">
        <source>Done: %n file(s) in %1 on the cluster, checked by checksum.</source>
        <translation>
            <numerusform>Terminé&#xa0;: %n fichier dans %1 sur la grappe, vérifié par somme de contrôle.</numerusform>
            <numerusform>Terminé&#xa0;: %n fichiers dans %1 sur la grappe, vérifiés par somme de contrôle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Download again</source>
        <translation>Télécharger à nouveau</translation>
    </message>
</context>
<context>
    <name>slipway::ui::EnvironmentStep</name>
    <message>
        <source>Modules only</source>
        <translation>Modules seulement</translation>
    </message>
    <message>
        <source>Module + your own venv</source>
        <translation>Module + votre propre venv</translation>
    </message>
    <message>
        <source>Fresh venv per job from the site&apos;s ready-built packages</source>
        <translation>Venv neuf par tâche à partir des paquets précompilés du centre</translation>
    </message>
    <message>
        <source>Conda environment</source>
        <translation>Environnement conda</translation>
    </message>
    <message>
        <source>Container image</source>
        <translation>Image de conteneur</translation>
    </message>
    <message>
        <source>Nothing (system Python)</source>
        <translation>Rien (Python du système)</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Environnement&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. PyTorch/1.13.1 (space-separated; pick from the list)</source>
        <translation>par ex. PyTorch/1.13.1 (séparés par des espaces&#xa0;; à choisir dans la liste)</translation>
    </message>
    <message>
        <source>Modules to load:</source>
        <translation>Modules à charger&#xa0;:</translation>
    </message>
    <message>
        <source>Environment folder:</source>
        <translation>Dossier de l&apos;environnement&#xa0;:</translation>
    </message>
    <message>
        <source>extra pip/conda packages, space-separated</source>
        <translation>paquets pip/conda supplémentaires, séparés par des espaces</translation>
    </message>
    <message>
        <source>Packages:</source>
        <translation>Paquets&#xa0;:</translation>
    </message>
    <message>
        <source>Container image:</source>
        <translation>Image de conteneur&#xa0;:</translation>
    </message>
    <message>
        <source>What the cluster offers</source>
        <translation>Ce que propose la grappe</translation>
    </message>
    <message>
        <source>Search modules, conda environments, venvs…</source>
        <translation>Chercher des modules, des environnements conda, des venv…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Use selected</source>
        <translation>Utiliser la sélection</translation>
    </message>
    <message>
        <source>Other versions</source>
        <translation>Autres versions</translation>
    </message>
    <message>
        <source>Look again</source>
        <translation>Chercher à nouveau</translation>
    </message>
    <message>
        <source>Check torch in this environment</source>
        <translation>Vérifier torch dans cet environnement</translation>
    </message>
    <message>
        <source>Check torch</source>
        <translation>Vérifier torch</translation>
    </message>
    <message>
        <source>Loads the environment on the login node and imports torch.</source>
        <translation>Charge l&apos;environnement sur le nœud de connexion et importe torch.</translation>
    </message>
    <message>
        <source>One-time set-up on the login node</source>
        <translation>Préparation unique sur le nœud de connexion</translation>
    </message>
    <message>
        <source>Set up on the login node</source>
        <translation>Préparer sur le nœud de connexion</translation>
    </message>
    <message>
        <source>The set-up script&apos;s output appears here as it runs.</source>
        <translation>La sortie du script de préparation s&apos;affiche ici pendant son exécution.</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Vérification annulée.</translation>
    </message>
    <message>
        <source>Listing modules…</source>
        <translation>Listage des modules…</translation>
    </message>
    <message>
        <source>Looking for conda environments…</source>
        <translation>Recherche des environnements conda…</translation>
    </message>
    <message>
        <source>Looking for venvs in your folders…</source>
        <translation>Recherche des venv dans vos dossiers…</translation>
    </message>
    <message>
        <source>Could not list %1: %2</source>
        <translation type="vanished">Impossible de lister %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n found</source>
        <translation>
            <numerusform>%n trouvé</numerusform>
            <numerusform>%n trouvés</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped; %1 so far.</source>
        <translation>Arrêté&#xa0;; %1 jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>Could not</source>
        <translation type="vanished">Impossible</translation>
    </message>
    <message>
        <source>Done: %1 (modules: %2).</source>
        <translation>Terminé&#xa0;: %1 (modules&#xa0;: %2).</translation>
    </message>
    <message>
        <source>There is no connection: give a login host on the Cluster step.</source>
        <translation>Aucune connexion&#xa0;: donnez un hôte de connexion à l&apos;étape «&#xa0;Grappe&#xa0;».</translation>
    </message>
    <message>
        <source>Asking for the versions of %1…</source>
        <translation>Demande des versions de %1…</translation>
    </message>
    <message>
        <source>The module system lists no versions of %1.</source>
        <translation>Le système de modules ne liste aucune version de %1.</translation>
    </message>
    <message>
        <source>Versions of %1: %2</source>
        <translation>Versions de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
    <message>
        <source>Checking… (importing torch can take a while)</source>
        <translation>Vérification… (importer torch peut prendre un moment)</translation>
    </message>
    <message>
        <source>torch could not be imported: %1</source>
        <translation>torch n&apos;a pas pu être importé&#xa0;: %1</translation>
    </message>
    <message>
        <source>torch %1, built with CUDA %2.</source>
        <translation>torch %1, compilé avec CUDA %2.</translation>
    </message>
    <message>
        <source>torch %1, built without CUDA: it runs on CPUs only, so GPUs would sit idle.</source>
        <translation>torch %1, compilé sans CUDA&#xa0;: il ne fonctionne que sur CPU, les GPU resteraient donc inactifs.</translation>
    </message>
    <message>
        <source>Running the set-up on the login node…</source>
        <translation>Préparation en cours sur le nœud de connexion…</translation>
    </message>
    <message>
        <source>This environment needs no set-up.</source>
        <translation>Cet environnement n&apos;a besoin d&apos;aucune préparation.</translation>
    </message>
    <message>
        <source>Environments found on the cluster</source>
        <translation>Environnements trouvés sur la grappe</translation>
    </message>
    <message>
        <source>Could not list the modules: %1</source>
        <translation>Impossible de lister les modules : %1</translation>
    </message>
    <message>
        <source>Could not look for conda environments: %1</source>
        <translation>Impossible de chercher les environnements conda : %1</translation>
    </message>
    <message>
        <source>Could not look for venvs in your folders: %1</source>
        <translation>Impossible de chercher les venvs dans vos dossiers : %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::FindingsView</name>
    <message>
        <source>Must be fixed before submitting</source>
        <translation>À corriger avant de soumettre</translation>
    </message>
    <message>
        <source>Advice (does not stop submission)</source>
        <translation>Conseils (n&apos;empêchent pas la soumission)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::GuiPrompter</name>
    <message>
        <source>The remembered answer was refused, so Slipway removed it from the keychain. %1</source>
        <translation>La réponse mémorisée a été refusée, Slipway l&apos;a donc retirée du trousseau. %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::HostKeyDialog</name>
    <message>
        <source>New server: check its fingerprint</source>
        <translation>Nouveau serveur&#xa0;: vérifiez son empreinte</translation>
    </message>
    <message>
        <source>&lt;b&gt;Slipway has not connected to %1 before.&lt;/b&gt;&lt;br&gt;Before you trust it, compare the fingerprint below with the one your computing centre publishes (often on its &quot;SSH fingerprints&quot; documentation page). If they differ, do not connect.</source>
        <translation>&lt;b&gt;Slipway ne s&apos;est encore jamais connecté à %1.&lt;/b&gt;&lt;br&gt;Avant de lui faire confiance, comparez l&apos;empreinte ci-dessous avec celle que publie votre centre de calcul (souvent sur une page de documentation «&#xa0;SSH fingerprints&#xa0;»). Si elles diffèrent, ne vous connectez pas.</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Serveur&#xa0;:</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>Type de clé&#xa0;:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Empreinte&#xa0;:</translation>
    </message>
    <message>
        <source>Paste the published fingerprint to compare (optional)</source>
        <translation>Collez l&apos;empreinte publiée pour comparer (facultatif)</translation>
    </message>
    <message>
        <source>Published:</source>
        <translation>Publiée&#xa0;:</translation>
    </message>
    <message>
        <source>Saved to:</source>
        <translation>Enregistrée dans&#xa0;:</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>Faire confiance et se connecter</translation>
    </message>
    <message>
        <source>Do not connect</source>
        <translation>Ne pas se connecter</translation>
    </message>
    <message>
        <source>✔ The fingerprints are identical.</source>
        <translation>✔ Les empreintes sont identiques.</translation>
    </message>
    <message>
        <source>✘ The fingerprints differ: this may not be your cluster. Do not connect.</source>
        <translation>✘ Les empreintes diffèrent&#xa0;: ce n&apos;est peut-être pas votre grappe. Ne vous connectez pas.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LadderPanel</name>
    <message>
        <source>&lt;b&gt;Smoke ladder&lt;/b&gt;: your training script for a few steps, first on this computer, then in one short debug job, then with two ranks together when the run is distributed. Each step shows its result and time; untick one to skip it.</source>
        <translation>&lt;b&gt;Échelle de tests de fumée&lt;/b&gt;&#xa0;: votre script d&apos;entraînement pendant quelques étapes, d&apos;abord sur cet ordinateur, puis dans une courte tâche de débogage, puis avec deux rangs ensemble si l&apos;exécution est distribuée. Chaque échelon affiche son résultat et sa durée&#xa0;; décochez-en un pour l&apos;ignorer.</translation>
    </message>
    <message>
        <source>Run the smoke ladder</source>
        <translation>Lancer l&apos;échelle de tests</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stops the script on this computer, or cancels the step&apos;s job.</source>
        <translation>Arrête le script sur cet ordinateur, ou annule la tâche de l&apos;échelon.</translation>
    </message>
    <message>
        <source>Steps of the full run:</source>
        <translation>Étapes de l&apos;exécution complète&#xa0;:</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>Use for the full run</source>
        <translation>Utiliser pour l&apos;exécution</translation>
    </message>
    <message>
        <source>Puts the time limit and memory below on the Resources step.</source>
        <translation>Reporte la limite de temps et la mémoire ci-dessous à l&apos;étape «&#xa0;Ressources&#xa0;».</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>Pas encore exécuté.</translation>
    </message>
    <message>
        <source>Only for runs distributed with DDP.</source>
        <translation>Seulement pour les exécutions distribuées avec DDP.</translation>
    </message>
    <message>
        <source>The script is on the cluster, not on this computer.</source>
        <translation>Le script est sur la grappe, pas sur cet ordinateur.</translation>
    </message>
    <message>
        <source>The ladder can run once the job script has no errors.</source>
        <translation>L&apos;échelle pourra s&apos;exécuter quand le script de la tâche n&apos;aura plus d&apos;erreurs.</translation>
    </message>
    <message>
        <source>Connect to the cluster first (the Cluster step).</source>
        <translation>Connectez-vous d&apos;abord à la grappe (étape «&#xa0;Grappe&#xa0;»).</translation>
    </message>
    <message>
        <source>The project was not sent, so the ladder did not run: %1</source>
        <translation>Le projet n&apos;a pas été envoyé, l&apos;échelle ne s&apos;est donc pas exécutée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The ladder passed: your script runs here and on the cluster.</source>
        <translation type="vanished">L&apos;échelle a réussi&#xa0;: votre script fonctionne ici et sur la grappe.</translation>
    </message>
    <message>
        <source>The ladder stopped: see the steps below.</source>
        <translation>L&apos;échelle s&apos;est arrêtée&#xa0;: voyez les échelons ci-dessous.</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>skipped</source>
        <translation>ignoré</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>%1 — %2 (%3 s): %4</source>
        <translation>%1 — %2 (%3 s)&#xa0;: %4</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Correction&#xa0;: %1</translation>
    </message>
    <message>
        <source>This computer has no batch scheduler, so there is no debug job to run; choose a cluster on the Cluster step.</source>
        <translation>Cet ordinateur n&apos;a pas d&apos;ordonnanceur de travaux&#xa0;: il n&apos;y a donc pas de travail de débogage à lancer&#xa0;; choisissez une grappe à l&apos;étape «&#xa0;Grappe&#xa0;».</translation>
    </message>
    <message>
        <source>Your script for a few steps here when this computer has a Python with torch (two ranks under torchrun for a DDP run); otherwise the LibTorch smoke test of the model exported as model.pt in the project folder.</source>
        <translation>Votre script pendant quelques pas ici quand cet ordinateur a un Python avec torch (deux rangs sous torchrun pour une exécution DDP)&#xa0;; sinon le test rapide LibTorch du modèle exporté en model.pt dans le dossier du projet.</translation>
    </message>
    <message>
        <source>The ladder passed: every step that ran finished without an error.</source>
        <translation>L&apos;échelle a réussi&#xa0;: chaque étape exécutée s&apos;est terminée sans erreur.</translation>
    </message>
    <message>
        <source>Nothing ran: every step was skipped (the list below says why).</source>
        <translation>Rien n&apos;a été lancé&#xa0;: chaque étape a été ignorée (la liste ci-dessous dit pourquoi).</translation>
    </message>
    <message>
        <source>Cancelled: the project was sent, but the ladder did not run.</source>
        <translation>Annulé : le projet a été envoyé, mais l’échelle n’a pas été lancée.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LanguageDialog</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language (%1)</source>
        <extracomment>%1 is the name of a language in that language, e.g. &quot;Deutsch&quot;</extracomment>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Slipway shows the new language the next time it starts. Job scripts and the commands they run stay in English, as schedulers and support staff expect.</source>
        <translation>Slipway affiche la nouvelle langue à son prochain démarrage. Les scripts de tâche et les commandes qu&apos;ils exécutent restent en anglais, comme l&apos;attendent les ordonnanceurs et le personnel de support.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LocalPage</name>
    <message>
        <source>Local smoke test</source>
        <translation>Test de fumée local</translation>
    </message>
    <message>
        <source>Train your model for a few steps on this computer before the queue does: does forward work, does the loss fall, does every parameter get a gradient, how fast and how big is it, and what should you ask the cluster for?</source>
        <translation>Entraînez votre modèle quelques étapes sur cet ordinateur avant la file d&apos;attente&#xa0;: la propagation avant fonctionne-t-elle, la perte baisse-t-elle, chaque paramètre reçoit-il un gradient, quelle est sa vitesse et sa taille, et que faut-il demander à la grappe&#xa0;?</translation>
    </message>
    <message>
        <source>LibTorch is opened when this page is first shown.</source>
        <translation>LibTorch est ouvert au premier affichage de cette page.</translation>
    </message>
    <message>
        <source>Check LibTorch again</source>
        <translation>Vérifier à nouveau LibTorch</translation>
    </message>
    <message>
        <source>What to test</source>
        <translation>Ce qui est testé</translation>
    </message>
    <message>
        <source>CNN on Fashion-MNIST (built-in)</source>
        <translation>CNN sur Fashion-MNIST (intégré)</translation>
    </message>
    <message>
        <source>The small CNN of PyTorch&apos;s MNIST example. With Data: Fashion-MNIST it learns to tell 10 kinds of clothing apart from Debian&apos;s dataset-fashion-mnist; with synthetic data it checks that training runs at all.</source>
        <translation>Le petit CNN de l&apos;exemple MNIST de PyTorch. Avec Données&#xa0;: Fashion-MNIST, il apprend à distinguer 10 sortes de vêtements d&apos;après le dataset-fashion-mnist de Debian&#xa0;; avec des données synthétiques, il vérifie que l&apos;entraînement fonctionne tout court.</translation>
    </message>
    <message>
        <source>MLP on Fashion-MNIST (built-in)</source>
        <translation>MLP sur Fashion-MNIST (intégré)</translation>
    </message>
    <message>
        <source>TorchScript file (.pt)</source>
        <translation>Fichier TorchScript (.pt)</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle&#xa0;:</translation>
    </message>
    <message>
        <source>saved with torch.jit.script or torch.jit.trace</source>
        <translation>enregistré avec torch.jit.script ou torch.jit.trace</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fichier&#xa0;:</translation>
    </message>
    <message>
        <source>One sample, without the batch dimension: 1x28x28 for a grey 28x28 image, 3x224x224 for a colour one. Several inputs: separate them with commas.</source>
        <translation>Un échantillon, sans la dimension du lot&#xa0;: 1x28x28 pour une image grise de 28x28, 3x224x224 pour une image en couleur. Plusieurs entrées&#xa0;: séparez-les par des virgules.</translation>
    </message>
    <message>
        <source>&amp;Input shape:</source>
        <translation>&amp;Forme d&apos;entrée&#xa0;:</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>Classification</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>Régression</translation>
    </message>
    <message>
        <source> classes</source>
        <translation> classes</translation>
    </message>
    <message>
        <source>Task:</source>
        <translation>Problème&#xa0;:</translation>
    </message>
    <message>
        <source>Fashion-MNIST (installed)</source>
        <translation>Fashion-MNIST (installé)</translation>
    </message>
    <message>
        <source>Fashion-MNIST (not installed)</source>
        <translation>Fashion-MNIST (non installé)</translation>
    </message>
    <message>
        <source>Synthetic (random)</source>
        <translation>Synthétiques (aléatoires)</translation>
    </message>
    <message>
        <source>&amp;Data:</source>
        <translation>&amp;Données&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Batch size:</source>
        <translation>Taille du &amp;lot&#xa0;:</translation>
    </message>
    <message>
        <source>Training steps on one fixed batch: a model that can learn at all over-fits it, so its loss must fall.</source>
        <translation>Étapes d&apos;entraînement sur un lot fixe&#xa0;: un modèle capable d&apos;apprendre le surapprend, sa perte doit donc baisser.</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>Ét&amp;apes&#xa0;:</translation>
    </message>
    <message>
        <source>LibTorch default</source>
        <translation>Valeur par défaut de LibTorch</translation>
    </message>
    <message>
        <source>T&amp;hreads:</source>
        <translation>T&amp;hreads&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;For the estimate of the real run&lt;/b&gt;</source>
        <translation>&lt;b&gt;Pour l&apos;estimation de la vraie exécution&lt;/b&gt;</translation>
    </message>
    <message>
        <source> samples</source>
        <translation> échantillons</translation>
    </message>
    <message>
        <source>Training set:</source>
        <translation>Jeu d&apos;entraînement&#xa0;:</translation>
    </message>
    <message>
        <source>Epochs:</source>
        <translation>Époques&#xa0;:</translation>
    </message>
    <message>
        <source>An assumption, not a measurement: how much faster one GPU is than the CPU threads measured here.</source>
        <translation>Une hypothèse, pas une mesure&#xa0;: de combien un GPU est plus rapide que les threads CPU mesurés ici.</translation>
    </message>
    <message>
        <source>Assumed GPU speed-up:</source>
        <translation>Accélération GPU supposée&#xa0;:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose a model and press Run.</source>
        <translation>Choisissez un modèle et cliquez sur «&#xa0;Lancer&#xa0;».</translation>
    </message>
    <message>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>The report appears here when the run ends.</source>
        <translation>Le rapport s&apos;affiche ici à la fin de l&apos;exécution.</translation>
    </message>
    <message>
        <source>Fill these into a new run</source>
        <translation>Reporter dans une nouvelle exécution</translation>
    </message>
    <message>
        <source>Choose a TorchScript model</source>
        <translation>Choisir un modèle TorchScript</translation>
    </message>
    <message>
        <source>TorchScript models (*.pt *.pth *.ptc *.zip);;All files (*)</source>
        <translation>Modèles TorchScript (*.pt *.pth *.ptc *.zip);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose the model file first (Browse…), or pick a built-in model.</source>
        <translation>Choisissez d&apos;abord le fichier du modèle (Parcourir…), ou prenez un modèle intégré.</translation>
    </message>
    <message>
        <source>Fashion-MNIST is not installed (on Debian: apt install dataset-fashion-mnist). Choose synthetic data instead.</source>
        <translation>Fashion-MNIST n&apos;est pas installé (sous Debian&#xa0;: apt install dataset-fashion-mnist). Choisissez plutôt des données synthétiques.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>Opening LibTorch…</source>
        <translation>Ouverture de LibTorch…</translation>
    </message>
    <message>
        <source>Loading the model…</source>
        <translation>Chargement du modèle…</translation>
    </message>
    <message>
        <source>Checking forward() with the input shape…</source>
        <translation>Vérification de forward() avec la forme d&apos;entrée…</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Entraînement…</translation>
    </message>
    <message>
        <source>Evaluating…</source>
        <translation>Évaluation…</translation>
    </message>
    <message>
        <source>Training: step %1 of %2, loss %3</source>
        <translation>Entraînement&#xa0;: étape %1 sur %2, perte %3</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>LibTorch is unavailable.</source>
        <translation>LibTorch n&apos;est pas disponible.</translation>
    </message>
    <message>
        <source>The smoke test found a problem: see the report.</source>
        <translation>Le test de fumée a trouvé un problème&#xa0;: voyez le rapport.</translation>
    </message>
    <message>
        <source>Passed: the model trains.</source>
        <translation>Réussi&#xa0;: le modèle s&apos;entraîne.</translation>
    </message>
    <message>
        <source>Finished with problems: see the report.</source>
        <translation>Terminé avec des problèmes&#xa0;: voyez le rapport.</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested for a run on a cluster: the New run wizard&apos;s &lt;i&gt;Resources&lt;/i&gt; step gets&lt;/p&gt;</source>
        <translation>&lt;p&gt;Suggestion pour une exécution sur une grappe&#xa0;: l&apos;étape &lt;i&gt;Ressources&lt;/i&gt; de l&apos;assistant «&#xa0;Nouvelle exécution&#xa0;» reçoit&lt;/p&gt;</translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation>CPU par processus&#xa0;:</translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation>GPU par nœud&#xa0;:</translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation>Mémoire par nœud&#xa0;:</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Limite de temps&#xa0;:</translation>
    </message>
    <message>
        <source>Self-check passed: %1.</source>
        <translation>Auto-vérification réussie&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Self-check FAILED: %1.</source>
        <translation>Auto-vérification ÉCHOUÉE&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Smoke test report</source>
        <translation>Rapport du test de fumée</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LogView</name>
    <message>
        <source>Search the log</source>
        <translation>Chercher dans le journal</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Keep the end of the log in view as it grows.</source>
        <translation>Garder la fin du journal en vue pendant qu&apos;il s&apos;allonge.</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Exécuter %1</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>This run was never submitted, so it has no log.</source>
        <translation>Cette exécution n&apos;a jamais été soumise, elle n&apos;a donc pas de journal.</translation>
    </message>
    <message>
        <source>The log&apos;s location is not known yet; it is filled in when the scheduler reports the job.</source>
        <translation>L&apos;emplacement du journal n&apos;est pas encore connu&#xa0;; il est renseigné quand l&apos;ordonnanceur signale la tâche.</translation>
    </message>
    <message>
        <source>Reading the log…</source>
        <translation>Lecture du journal…</translation>
    </message>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation>La connexion à %1 est fermée.</translation>
    </message>
    <message>
        <source>Could not read %1: %2 Trying again; nothing is lost.</source>
        <translation>Impossible de lire %1&#xa0;: %2 Nouvel essai&#xa0;; rien n&apos;est perdu.</translation>
    </message>
    <message>
        <source>[%1 was replaced; reading it from the start]</source>
        <translation>[%1 a été remplacé&#xa0;; relecture depuis le début]</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;Seen in line %3:&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2&lt;br&gt;&lt;i&gt;Vu à la ligne %3&#xa0;:&lt;/i&gt; &lt;code&gt;%4&lt;/code&gt;</translation>
    </message>
    <message>
        <source>Waiting for the job to start writing %1.</source>
        <translation>Attente du début de l&apos;écriture de %1 par la tâche.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>The job wrote no log at %1.</source>
        <translation>La tâche n&apos;a écrit aucun journal dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); following while the job runs.</source>
        <translation>
            <numerusform>%n ligne&#xa0;; suivi tant que la tâche s&apos;exécute.</numerusform>
            <numerusform>%n lignes&#xa0;; suivi tant que la tâche s&apos;exécute.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s); the job has ended.</source>
        <translation>
            <numerusform>%n ligne&#xa0;; la tâche est terminée.</numerusform>
            <numerusform>%n lignes&#xa0;; la tâche est terminée.</numerusform>
        </translation>
    </message>
    <message>
        <source>not found</source>
        <translation>introuvable</translation>
    </message>
</context>
<context>
    <name>slipway::ui::LoginPromptDialog</name>
    <message>
        <source>Key passphrase</source>
        <translation>Phrase de passe de la clé</translation>
    </message>
    <message>
        <source>Enter the passphrase of your key &lt;b&gt;%1&lt;/b&gt; to log in to %2.</source>
        <translation>Saisissez la phrase de passe de votre clé &lt;b&gt;%1&lt;/b&gt; pour vous connecter à %2.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Mot de passe</translation>
    </message>
    <message>
        <source>Enter your password for &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Saisissez votre mot de passe pour &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Connexion</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; asks:</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; demande&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;br&gt;(This is the jump host on the way to your cluster.)</source>
        <translation>&lt;br&gt;(C&apos;est l&apos;hôte de rebond sur le chemin de votre grappe.)</translation>
    </message>
    <message>
        <source>Remember in the system keychain</source>
        <translation>Mémoriser dans le trousseau du système</translation>
    </message>
    <message>
        <source>Kept by your operating system&apos;s keychain, never in Slipway&apos;s own files. Next time Slipway logs in without asking.</source>
        <translation>Conservé par le trousseau de votre système d&apos;exploitation, jamais dans les fichiers de Slipway. La prochaine fois, Slipway se connecte sans demander.</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Se connecter</translation>
    </message>
</context>
<context>
    <name>slipway::ui::MainWindow</name>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>New run</source>
        <translation>Nouvelle exécution</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>Local</translation>
    </message>
    <message>
        <source>Connections</source>
        <translation>Connexions</translation>
    </message>
    <message>
        <source>That run is no longer in the history.</source>
        <translation>Cette exécution n&apos;est plus dans l&apos;historique.</translation>
    </message>
    <message>
        <source>This run has no working folder on a cluster to plot.</source>
        <translation>Cette exécution n&apos;a pas de dossier de travail sur une grappe à tracer.</translation>
    </message>
    <message>
        <source>That run has no TensorBoard in its job.</source>
        <translation>Cette exécution n&apos;a pas de TensorBoard dans sa tâche.</translation>
    </message>
    <message>
        <source>Run history</source>
        <translation>Historique des exécutions</translation>
    </message>
    <message>
        <source>Cluster folder…</source>
        <translation>Dossier sur une grappe…</translation>
    </message>
    <message>
        <source>Plot the event files of a folder on a cluster, live while the job writes them</source>
        <translation>Tracer les fichiers d&apos;événements d&apos;un dossier sur une grappe, en direct pendant que la tâche les écrit</translation>
    </message>
    <message>
        <source>TensorBoard…</source>
        <translation>TensorBoard…</translation>
    </message>
    <message>
        <source>Start TensorBoard on a cluster&apos;s login node and open it here through a private tunnel</source>
        <translation>Démarrer TensorBoard sur le nœud de connexion d&apos;une grappe et l&apos;ouvrir ici par un tunnel privé</translation>
    </message>
    <message>
        <source>Copied new event data from the cluster.</source>
        <translation>Nouvelles données d&apos;événements copiées depuis la grappe.</translation>
    </message>
    <message>
        <source>Copying event files from %1:%2 …</source>
        <translation>Copie des fichiers d&apos;événements depuis %1:%2…</translation>
    </message>
    <message>
        <source>Stopping TensorBoard on the cluster before quitting…</source>
        <translation>Arrêt de TensorBoard sur la grappe avant de quitter…</translation>
    </message>
    <message>
        <source>Language…</source>
        <translation>Langue…</translation>
    </message>
    <message>
        <source>Choose the language of Slipway&apos;s windows</source>
        <translation>Choisir la langue des fenêtres de Slipway</translation>
    </message>
    <message>
        <source>The language changes the next time Slipway starts.</source>
        <translation>La langue change au prochain démarrage de Slipway.</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Pages</translation>
    </message>
    <message>
        <source>Ctrl+1 to Ctrl+5 go straight to a page</source>
        <translation>Ctrl+1 à Ctrl+5 mènent directement à une page</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Couleurs</translation>
    </message>
    <message>
        <source>The app&apos;s colours: as the desktop has them, light or dark</source>
        <translation>Les couleurs de l&apos;application&#xa0;: celles du bureau, claires ou sombres</translation>
    </message>
    <message>
        <source>Colours: follow system</source>
        <translation>Couleurs&#xa0;: celles du système</translation>
    </message>
    <message>
        <source>Colours: light</source>
        <translation>Couleurs&#xa0;: claires</translation>
    </message>
    <message>
        <source>Colours: dark</source>
        <translation>Couleurs&#xa0;: sombres</translation>
    </message>
    <message>
        <source>Notifications…</source>
        <translation>Notifications…</translation>
    </message>
    <message>
        <source>Choose what Slipway tells you about your jobs, and whether it keeps watching them when its window is closed</source>
        <translation>Choisir ce que Slipway vous signale sur vos tâches, et s&apos;il continue à les suivre quand sa fenêtre est fermée</translation>
    </message>
    <message>
        <source>Quit Slipway?</source>
        <translation>Quitter Slipway ?</translation>
    </message>
    <message>
        <source>This desktop has no system tray, so Slipway cannot keep watching your jobs with its window closed. If you quit, you get no notifications until you open Slipway again; your jobs keep running on the cluster.</source>
        <translation>Ce bureau n&apos;a pas de zone de notification : Slipway ne peut donc pas suivre vos tâches une fois sa fenêtre fermée. Si vous quittez, vous ne recevrez aucune notification avant de rouvrir Slipway ; vos tâches continuent de tourner sur le cluster.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Keep the window open</source>
        <translation>Garder la fenêtre ouverte</translation>
    </message>
</context>
<context>
    <name>slipway::ui::NewRunPage</name>
    <message>
        <source>1 What</source>
        <translation>1 Quoi</translation>
    </message>
    <message>
        <source>2 Cluster</source>
        <translation>2 Grappe</translation>
    </message>
    <message>
        <source>3 Environment</source>
        <translation>3 Environnement</translation>
    </message>
    <message>
        <source>4 Resources</source>
        <translation>4 Ressources</translation>
    </message>
    <message>
        <source>5 Parallelism</source>
        <translation>5 Parallélisme</translation>
    </message>
    <message>
        <source>6 Review</source>
        <translation>6 Vérification</translation>
    </message>
    <message>
        <source>7 Submit</source>
        <translation>7 Soumission</translation>
    </message>
    <message>
        <source>Go to this step</source>
        <translation>Aller à cette étape</translation>
    </message>
    <message>
        <source>Quick first look on the login node</source>
        <translation>Premier coup d&apos;œil rapide sur le nœud de connexion</translation>
    </message>
    <message>
        <source>Loads the environment on the login node and looks for what your training script imports. The login node may differ from the compute nodes; the environment doctor on the Review step checks in a real job.</source>
        <translation>Charge l&apos;environnement sur le nœud de connexion et cherche ce qu&apos;importe votre script d&apos;entraînement. Le nœud de connexion peut différer des nœuds de calcul&#xa0;; le diagnostic d&apos;environnement de l&apos;étape «&#xa0;Vérification&#xa0;» vérifie dans une vraie tâche.</translation>
    </message>
    <message>
        <source>Set it up now</source>
        <translation>Le préparer maintenant</translation>
    </message>
    <message>
        <source>Runs the environment&apos;s one-time set-up on the login node (the same as on the Environment step), then checks again.</source>
        <translation>Exécute la préparation unique de l&apos;environnement sur le nœud de connexion (comme à l&apos;étape «&#xa0;Environnement&#xa0;»), puis vérifie à nouveau.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancel the set-up</source>
        <translation>Annuler la préparation</translation>
    </message>
    <message>
        <source>Submit</source>
        <translation>Soumettre</translation>
    </message>
    <message>
        <source>Stop sending</source>
        <translation>Arrêter l&apos;envoi</translation>
    </message>
    <message>
        <source>Stops sending the project; nothing is submitted. What already arrived is kept, so the next submission sends only the rest.</source>
        <translation>Arrête l&apos;envoi du projet&#xa0;; rien n&apos;est soumis. Ce qui est déjà arrivé est conservé, la prochaine soumission n&apos;envoie donc que le reste.</translation>
    </message>
    <message>
        <source>Slipway checks the environment on the login node (nothing is uploaded when that finds a problem), sends your project, records the run, uploads the script to a new folder of its own in slipway-runs/ in the working folder, asks the scheduler for a dry run where it has one, then submits. A submission cannot be stopped half-way; cancel the job on the Runs page.</source>
        <translation>Slipway vérifie l&apos;environnement sur le nœud de connexion (rien n&apos;est téléversé s&apos;il y trouve un problème), envoie votre projet, enregistre l&apos;exécution, téléverse le script dans un nouveau dossier à lui dans slipway-runs/ du dossier de travail, demande un essai à blanc à l&apos;ordonnanceur quand il en propose un, puis soumet. Une soumission ne peut pas être arrêtée à mi-chemin&#xa0;; annulez la tâche sur la page «&#xa0;Exécutions&#xa0;».</translation>
    </message>
    <message>
        <source>What do you want to run?</source>
        <translation>Que voulez-vous exécuter&#xa0;?</translation>
    </message>
    <message>
        <source>Where does the job run?</source>
        <translation>Où la tâche s&apos;exécute-t-elle&#xa0;?</translation>
    </message>
    <message>
        <source>Which Python and torch?</source>
        <translation>Quel Python et quel torch&#xa0;?</translation>
    </message>
    <message>
        <source>What does the job need?</source>
        <translation>De quoi la tâche a-t-elle besoin&#xa0;?</translation>
    </message>
    <message>
        <source>How is the work spread?</source>
        <translation>Comment le travail est-il réparti&#xa0;?</translation>
    </message>
    <message>
        <source>The job script</source>
        <translation>Le script de la tâche</translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="vanished">Retour</translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="vanished">Suivant</translation>
    </message>
    <message>
        <source>Setting up the environment on the login node: %1</source>
        <translation>Préparation de l&apos;environnement sur le nœud de connexion&#xa0;: %1</translation>
    </message>
    <message>
        <source>The set-up did not finish: %1</source>
        <translation>La préparation ne s&apos;est pas terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Choose your cluster on the step &quot;Where does the job run?&quot; first, then come back here.</source>
        <translation>Choisissez d&apos;abord votre grappe à l&apos;étape «&#xa0;Où la tâche s&apos;exécute-t-elle&#xa0;?&#xa0;», puis revenez ici.</translation>
    </message>
    <message>
        <source>Give the login host or SSH alias on the Cluster step.</source>
        <translation>Donnez l&apos;hôte de connexion ou l&apos;alias SSH à l&apos;étape «&#xa0;Grappe&#xa0;».</translation>
    </message>
    <message>
        <source>There are no SSH connections in this window.</source>
        <translation>Il n&apos;y a pas de connexion SSH dans cette fenêtre.</translation>
    </message>
    <message>
        <source>On %1 the login node is not the machine your job uses: %2 Only this check counts; “Quick first look on the login node” on the Submit page cannot see it.</source>
        <translation>Sur %1, le nœud de connexion n&apos;est pas la machine qu&apos;utilise votre tâche&#xa0;: %2 Seule cette vérification compte&#xa0;; «&#xa0;Premier coup d&apos;œil rapide sur le nœud de connexion&#xa0;» de la page «&#xa0;Soumission&#xa0;» ne peut pas le voir.</translation>
    </message>
    <message>
        <source>Choose a cluster first.</source>
        <translation>Choisissez d&apos;abord une grappe.</translation>
    </message>
    <message>
        <source>%1 has no scheduler: copy the script from the Review step and run it with bash, or use the Local page.</source>
        <translation>%1 n&apos;a pas d&apos;ordonnanceur&#xa0;: copiez le script depuis l&apos;étape «&#xa0;Vérification&#xa0;» et exécutez-le avec bash, ou utilisez la page «&#xa0;Local&#xa0;».</translation>
    </message>
    <message>
        <source>Submitting…</source>
        <translation>Soumission…</translation>
    </message>
    <message>
        <source>Fix the problems listed above first.</source>
        <translation>Corrigez d&apos;abord les problèmes listés ci-dessus.</translation>
    </message>
    <message>
        <source>Choose the folder and its training script on the What step.</source>
        <translation>Choisissez le dossier et son script d&apos;entraînement à l&apos;étape «&#xa0;Quoi&#xa0;».</translation>
    </message>
    <message>
        <source>The run history cannot be written, so nothing can be submitted.</source>
        <translation>L&apos;historique des exécutions ne peut pas être écrit, rien ne peut donc être soumis.</translation>
    </message>
    <message>
        <source>Your choices changed since the last check on the cluster; it runs again when you submit.</source>
        <translation>Vos choix ont changé depuis la dernière vérification sur la grappe&#xa0;; elle sera refaite à la soumission.</translation>
    </message>
    <message>
        <source>Quick first look again (login node)</source>
        <translation>Nouveau coup d&apos;œil rapide (nœud de connexion)</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Aucun problème trouvé.</translation>
    </message>
    <message>
        <source>No problems found in your choices. The environment is checked on the login node before anything is uploaded.</source>
        <translation>Aucun problème trouvé dans vos choix. L&apos;environnement est vérifié sur le nœud de connexion avant tout téléversement.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6 node(s), %7 GPU(s) per node, %8 CPU(s) per task, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <translation type="vanished">&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; via &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 sur la partition %5&#xa0;: %6 nœud(s), %7 GPU par nœud, %8 CPU par processus, mémoire %9, durée %10. Environnement&#xa0;: %11.&lt;/p&gt;%12</translation>
    </message>
    <message>
        <source> (config %1)</source>
        <translation> (configuration %1)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(par défaut)</translation>
    </message>
    <message>
        <source>site default</source>
        <translation>valeur par défaut du centre</translation>
    </message>
    <message>
        <source> per CPU</source>
        <translation type="vanished"> par CPU</translation>
    </message>
    <message>
        <source>Check cancelled; nothing was uploaded or submitted.</source>
        <translation>Vérification annulée&#xa0;; rien n&apos;a été téléversé ni soumis.</translation>
    </message>
    <message>
        <source>Check cancelled.</source>
        <translation>Vérification annulée.</translation>
    </message>
    <message>
        <source>There is no cluster to check on.</source>
        <translation>Il n&apos;y a pas de grappe sur laquelle vérifier.</translation>
    </message>
    <message>
        <source>Checking the environment on the login node…</source>
        <translation>Vérification de l&apos;environnement sur le nœud de connexion…</translation>
    </message>
    <message>
        <source>This environment is made inside each job, so your script&apos;s imports are checked only when the job runs.</source>
        <translation>Cet environnement est créé dans chaque tâche, les imports de votre script ne sont donc vérifiés qu&apos;à l&apos;exécution de la tâche.</translation>
    </message>
    <message>
        <source>The check could not run on the login node.</source>
        <translation>La vérification n&apos;a pas pu s&apos;exécuter sur le nœud de connexion.</translation>
    </message>
    <message>
        <source>The check on the login node found problems (listed above).</source>
        <translation>La vérification sur le nœud de connexion a trouvé des problèmes (listés ci-dessus).</translation>
    </message>
    <message>
        <source>Checked on the login node: the environment loads and has what your script imports.</source>
        <translation>Vérifié sur le nœud de connexion&#xa0;: l&apos;environnement se charge et contient ce qu&apos;importe votre script.</translation>
    </message>
    <message>
        <source>fix the problems listed above first. Nothing was uploaded.</source>
        <translation>Corrigez d&apos;abord les problèmes listés ci-dessus. Rien n&apos;a été téléversé.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>La connexion à la grappe est perdue.</translation>
    </message>
    <message>
        <source>Setting up the environment on the login node…</source>
        <translation>Préparation de l&apos;environnement sur le nœud de connexion…</translation>
    </message>
    <message>
        <source>Reading the project folder…</source>
        <translation>Lecture du dossier de projet…</translation>
    </message>
    <message>
        <source>Sending was stopped before anything was sent; nothing was submitted.</source>
        <translation>L&apos;envoi a été arrêté avant tout envoi&#xa0;; rien n&apos;a été soumis.</translation>
    </message>
    <message>
        <source>Sending was stopped; nothing was submitted. What already arrived on the cluster is kept, so the next submission sends only the rest.</source>
        <translation>L&apos;envoi a été arrêté&#xa0;; rien n&apos;a été soumis. Ce qui est déjà arrivé sur la grappe est conservé, la prochaine soumission n&apos;envoie donc que le reste.</translation>
    </message>
    <message>
        <source>The project was not sent: %1</source>
        <translation>Le projet n&apos;a pas été envoyé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <source>Recording the run, uploading the script and asking the scheduler…</source>
        <translation>Enregistrement de l&apos;exécution, téléversement du script et interrogation de l&apos;ordonnanceur…</translation>
    </message>
    <message>
        <source>Run %1: %2</source>
        <translation>Exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not submitted: %1</source>
        <translation>Non soumise&#xa0;: %1</translation>
    </message>
    <message>
        <source>Submit another run</source>
        <translation>Soumettre une autre exécution</translation>
    </message>
    <message>
        <source>Resources from the smoke ladder: %1</source>
        <translation>Ressources issues de l&apos;échelle de tests&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Balayage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Sweep over %1: %2 The parameters go to params.tsv in the run&apos;s folder; each task reads its row and runs the script with them added.</source>
        <translation>Balayage sur %1&#xa0;: %2 Les paramètres vont dans params.tsv, dans le dossier de l&apos;exécution&#xa0;; chaque processus lit sa ligne et exécute le script en y ajoutant ces paramètres.</translation>
    </message>
    <message>
        <source>The sweep on the Parallelism step: %1</source>
        <translation>Le balayage de l&apos;étape «&#xa0;Parallélisme&#xa0;»&#xa0;: %1</translation>
    </message>
    <message>
        <source>Quick first look only: the login node is not the machine your job uses, so what it found does not count. Only the environment doctor on the Review step checks the machine your job uses.</source>
        <translation>Simple premier aperçu&#xa0;: le nœud de connexion n&apos;est pas la machine qu&apos;utilise votre tâche, ce qu&apos;il a trouvé ne compte donc pas. Seul le diagnostic d&apos;environnement de l&apos;étape «&#xa0;Vérification&#xa0;» vérifie la machine qu&apos;utilise votre tâche.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; through &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 on partition %5: %6, %7, %8, memory %9, time %10. Environment: %11.&lt;/p&gt;%12</source>
        <extracomment>%6 is &quot;2 nodes&quot;, %7 &quot;1 GPU per node&quot;, %8 &quot;4 CPUs per task&quot;</extracomment>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; via &lt;b&gt;%2&lt;/b&gt;%3&lt;/p&gt;&lt;p&gt;%4 sur la partition %5&#xa0;: %6, %7, %8, mémoire %9, durée %10. Environnement&#xa0;: %11.&lt;/p&gt;%12</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nœud</numerusform>
            <numerusform>%n nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>%n GPU par nœud</numerusform>
            <numerusform>%n GPU par nœud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>%n CPU par processus</numerusform>
            <numerusform>%n CPU par processus</numerusform>
        </translation>
    </message>
    <message>
        <source>your choices changed while the project was checked and uploaded. Submit again to use them.</source>
        <translation>vos choix ont changé pendant la vérification et l’envoi du projet. Soumettez à nouveau pour les utiliser.</translation>
    </message>
    <message>
        <source>%1 per CPU</source>
        <translation>%1 par CPU</translation>
    </message>
</context>
<context>
    <name>slipway::ui::NotificationDialog</name>
    <message>
        <source>Notifications and monitoring</source>
        <translation>Notifications et suivi</translation>
    </message>
    <message>
        <source>Tell me on the desktop when a job…</source>
        <translation>Me prévenir sur le bureau quand une tâche…</translation>
    </message>
    <message>
        <source>&amp;starts running</source>
        <translation>&amp;démarre</translation>
    </message>
    <message>
        <source>&amp;ends</source>
        <translation>se &amp;termine</translation>
    </message>
    <message>
        <source>&amp;fails (with the reason and the last lines of its log)</source>
        <translation>é&amp;choue (avec la raison et les dernières lignes de son journal)</translation>
    </message>
    <message>
        <source>will &amp;not finish before its time limit at its current pace</source>
        <translation>ne finira &amp;pas avant sa limite de temps à son rythme actuel</translation>
    </message>
    <message>
        <source>leaves its &amp;GPUs idle</source>
        <translation>laisse ses &amp;GPU inactifs</translation>
    </message>
    <message>
        <source>Idle GPUs</source>
        <translation>GPU inactifs</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>A GPU counts as idle below:</source>
        <translation>Un GPU est inactif en dessous de :</translation>
    </message>
    <message>
        <source>Warn when every GPU has been idle for:</source>
        <translation>Avertir quand tous les GPU sont inactifs depuis :</translation>
    </message>
    <message>
        <source>&amp;Cancel such a job without asking me</source>
        <translation>&amp;Annuler une telle tâche sans me demander</translation>
    </message>
    <message>
        <source>Careful: a job that is only loading data or waiting for its first batch looks idle too. Slipway will cancel it, and whatever it has not saved is lost. Leave this off unless your jobs write checkpoints.</source>
        <translation>Attention : une tâche qui ne fait que charger des données ou attendre son premier lot semble aussi inactive. Slipway l&apos;annulera, et tout ce qu&apos;elle n&apos;a pas enregistré sera perdu. Laissez ceci désactivé si vos tâches n&apos;écrivent pas de points de reprise.</translation>
    </message>
    <message>
        <source>When the window is closed</source>
        <translation>Quand la fenêtre est fermée</translation>
    </message>
    <message>
        <source>&amp;Keep watching my jobs from the system tray</source>
        <translation>&amp;Continuer à suivre mes tâches depuis la zone de notification</translation>
    </message>
    <message>
        <source>This desktop has no system tray, so Slipway cannot stay open without its window. With this on, closing the window asks whether to quit; once Slipway quits, it stops watching.</source>
        <translation>Ce bureau n&apos;a pas de zone de notification : Slipway ne peut donc pas rester ouvert sans sa fenêtre. Avec cette option, fermer la fenêtre demande s&apos;il faut quitter ; une fois Slipway quitté, le suivi s&apos;arrête.</translation>
    </message>
    <message>
        <source>Closing the window leaves Slipway in the system tray, where it keeps asking the clusters about your jobs and tells you what happens. Choose Quit in the tray icon&apos;s menu to stop it.</source>
        <translation>Fermer la fenêtre laisse Slipway dans la zone de notification, d&apos;où il continue à interroger les clusters sur vos tâches et vous signale ce qui se passe. Choisissez Quitter dans le menu de son icône pour l&apos;arrêter.</translation>
    </message>
    <message>
        <source>Closing the window quits Slipway; it stops watching until you open it again.</source>
        <translation>Fermer la fenêtre quitte Slipway ; le suivi s&apos;arrête jusqu&apos;à ce que vous le rouvriez.</translation>
    </message>
    <message>
        <source>Your choices could not be saved: %1</source>
        <translation>Vos choix n&apos;ont pas pu être enregistrés : %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ParallelismStep</name>
    <message>
        <source>One process on one CPU core. Right for a first test and for small models.</source>
        <translation>Un processus sur un cœur de CPU. Idéal pour un premier essai et pour les petits modèles.</translation>
    </message>
    <message>
        <source>One process that uses several CPU cores: torch&apos;s intra-op threads and OMP_NUM_THREADS are set to the CPUs per task. Good for small models, which often train as fast on CPUs as on a GPU.</source>
        <translation>Un processus qui utilise plusieurs cœurs de CPU&#xa0;: les threads intra-opération de torch et OMP_NUM_THREADS sont réglés sur les CPU par processus. Bien pour les petits modèles, qui s&apos;entraînent souvent aussi vite sur CPU que sur GPU.</translation>
    </message>
    <message>
        <source>One process on one GPU. Your script moves the model and data to &apos;cuda&apos;.</source>
        <translation>Un processus sur un GPU. Votre script place le modèle et les données sur &apos;cuda&apos;.</translation>
    </message>
    <message>
        <source>torch.nn.DataParallel: one process drives all GPUs of one node. Easy to add to a script, but slower than DDP; one node only.</source>
        <translation>torch.nn.DataParallel&#xa0;: un processus pilote tous les GPU d&apos;un nœud. Facile à ajouter à un script, mais plus lent que DDP&#xa0;; un seul nœud.</translation>
    </message>
    <message>
        <source>DistributedDataParallel started by srun: one process (task) per GPU, so tasks per node = GPUs per node. Slurm sets RANK, LOCAL_RANK and WORLD_SIZE; MASTER_ADDR is the first node. The usual way to use several GPUs or nodes.</source>
        <translation>DistributedDataParallel lancé par srun&#xa0;: un processus par GPU, donc processus par nœud = GPU par nœud. Slurm règle RANK, LOCAL_RANK et WORLD_SIZE&#xa0;; MASTER_ADDR est le premier nœud. La façon habituelle d&apos;utiliser plusieurs GPU ou nœuds.</translation>
    </message>
    <message>
        <source>DistributedDataParallel started by torchrun: one task per node, and torchrun starts one process per GPU on it (--nproc-per-node), meeting on the first node (c10d rendezvous).</source>
        <translation>DistributedDataParallel lancé par torchrun&#xa0;: un processus Slurm par nœud, et torchrun y lance un processus par GPU (--nproc-per-node), avec rendez-vous sur le premier nœud (rendez-vous c10d).</translation>
    </message>
    <message>
        <source>Horovod: one process per GPU, started by the site&apos;s MPI launcher. Only if your script already uses Horovod.</source>
        <translation>Horovod&#xa0;: un processus par GPU, lancé par le lanceur MPI du centre. Seulement si votre script utilise déjà Horovod.</translation>
    </message>
    <message>
        <source>The model is split over the GPUs of one node, in one process. Only for models too big for one GPU: plain model parallelism gives no speed-up.</source>
        <translation>Le modèle est découpé sur les GPU d&apos;un nœud, dans un seul processus. Seulement pour les modèles trop grands pour un GPU&#xa0;: le simple parallélisme de modèle n&apos;accélère rien.</translation>
    </message>
    <message>
        <source>Pipeline parallelism: the model&apos;s stages on different GPUs with micro-batches, in one process. For very large models.</source>
        <translation>Parallélisme en pipeline&#xa0;: les étages du modèle sur différents GPU avec des micro-lots, dans un seul processus. Pour les très grands modèles.</translation>
    </message>
    <message>
        <source>One CPU</source>
        <translation>Un CPU</translation>
    </message>
    <message>
        <source>Several CPUs (threads)</source>
        <translation>Plusieurs CPU (threads)</translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation>Un GPU</translation>
    </message>
    <message>
        <source>DataParallel (GPUs of one node)</source>
        <translation>DataParallel (GPU d&apos;un nœud)</translation>
    </message>
    <message>
        <source>DDP, started by srun</source>
        <translation>DDP, lancé par srun</translation>
    </message>
    <message>
        <source>DDP, started by torchrun</source>
        <translation>DDP, lancé par torchrun</translation>
    </message>
    <message>
        <source>Horovod</source>
        <translation>Horovod</translation>
    </message>
    <message>
        <source>Model parallel</source>
        <translation>Parallélisme de modèle</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Pipeline</translation>
    </message>
    <message>
        <source>How the work is spread:</source>
        <translation>Répartition du travail&#xa0;:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatique</translation>
    </message>
    <message>
        <source>Tasks per node:</source>
        <translation>Processus par nœud&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself. Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation type="vanished">
            <numerusform>Un processus (task) est ce que Slurm (ou le lanceur du centre) démarre sur chaque nœud. Pour DDP via srun, il doit y en avoir autant que de GPU par nœud, un par GPU&#xa0;; pour torchrun, c&apos;est 1, et torchrun démarre lui-même les processus GPU. «&#xa0;Automatique&#xa0;» le déduit du choix ci-dessus&#xa0;: %n processus par nœud actuellement.</numerusform>
            <numerusform>Un processus (task) est ce que Slurm (ou le lanceur du centre) démarre sur chaque nœud. Pour DDP via srun, il doit y en avoir autant que de GPU par nœud, un par GPU&#xa0;; pour torchrun, c&apos;est 1, et torchrun démarre lui-même les processus GPU. «&#xa0;Automatique&#xa0;» le déduit du choix ci-dessus&#xa0;: %n processus par nœud actuellement.</numerusform>
        </translation>
    </message>
    <message>
        <source>A task is one process that Slurm (or the site&apos;s launcher) starts on each node. For DDP through srun it must equal the GPUs per node, one process per GPU; for torchrun it is 1, and torchrun starts the GPU processes itself.</source>
        <translation>Un processus (task) est ce que Slurm (ou le lanceur du centre) démarre sur chaque nœud. Pour DDP via srun, il doit y en avoir autant que de GPU par nœud, un par GPU&#xa0;; pour torchrun, c&apos;est 1, et torchrun démarre lui-même les processus GPU.</translation>
    </message>
    <message numerus="yes">
        <source>Automatic works it out from the choice above: %n task(s) per node now.</source>
        <translation>
            <numerusform>«&#xa0;Automatique&#xa0;» le déduit du choix ci-dessus&#xa0;: %n processus par nœud actuellement.</numerusform>
            <numerusform>«&#xa0;Automatique&#xa0;» le déduit du choix ci-dessus&#xa0;: %n processus par nœud actuellement.</numerusform>
        </translation>
    </message>
    <message>
        <source>Automatic works it out once the sweep below is accepted.</source>
        <translation>«&#xa0;Automatique&#xa0;» le déduira dès que le balayage ci-dessous sera accepté.</translation>
    </message>
    <message>
        <source>Automatic works it out once the problems listed below are fixed.</source>
        <translation>«&#xa0;Automatique&#xa0;» le déduira dès que les problèmes listés ci-dessous seront corrigés.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotControls</name>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>Untick a run to hide it</source>
        <translation>Décochez une exécution pour la masquer</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Filter tags (regular expression), e.g. loss|acc</source>
        <translation>Filtrer les étiquettes (expression régulière), par ex. loss|acc</translation>
    </message>
    <message>
        <source>Display</source>
        <translation>Affichage</translation>
    </message>
    <message>
        <source>Smoothing</source>
        <translation>Lissage</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing (a debiased exponential moving average); the raw curve stays as a faded shadow</source>
        <translation>Le lissage de TensorBoard (une moyenne mobile exponentielle débiaisée)&#xa0;; la courbe brute reste en ombre pâle</translation>
    </message>
    <message>
        <source>TensorBoard (EMA)</source>
        <translation>TensorBoard (EMA)</translation>
    </message>
    <message>
        <source>Time-weighted EMA</source>
        <translation>EMA pondérée par le temps</translation>
    </message>
    <message>
        <source>Centred average</source>
        <translation>Moyenne centrée</translation>
    </message>
    <message>
        <source>TensorBoard&apos;s smoothing: the same curve you see in TensorBoard</source>
        <translation>Le lissage de TensorBoard&#xa0;: la même courbe que dans TensorBoard</translation>
    </message>
    <message>
        <source>Decays with the distance along the x axis, so runs that log at uneven intervals smooth alike</source>
        <translation>Décroît avec la distance le long de l&apos;axe x, pour que les exécutions enregistrées à intervalles irréguliers soient lissées de la même façon</translation>
    </message>
    <message>
        <source>The mean of a window centred on each point: no lag behind the raw curve</source>
        <translation>La moyenne d&apos;une fenêtre centrée sur chaque point&#xa0;: aucun retard sur la courbe brute</translation>
    </message>
    <message>
        <source>X axis</source>
        <translation>Axe X</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Relative time</source>
        <translation>Temps relatif</translation>
    </message>
    <message>
        <source>Wall time</source>
        <translation>Heure</translation>
    </message>
    <message>
        <source>Logarithmic y axis</source>
        <translation>Axe y logarithmique</translation>
    </message>
    <message>
        <source>Values at or below zero are left out on a log scale</source>
        <translation>Les valeurs inférieures ou égales à zéro sont omises en échelle logarithmique</translation>
    </message>
    <message>
        <source>All tags in one chart</source>
        <translation>Toutes les étiquettes sur un graphique</translation>
    </message>
    <message>
        <source>Draw every shown tag in one chart instead of one chart per tag</source>
        <translation>Tracer chaque étiquette affichée sur un même graphique au lieu d&apos;un graphique par étiquette</translation>
    </message>
    <message>
        <source>Band: mean ± std across runs</source>
        <translation>Bande&#xa0;: moyenne ± écart-type entre exécutions</translation>
    </message>
    <message>
        <source>Needs two or more visible runs of a tag</source>
        <translation>Demande au moins deux exécutions visibles d&apos;une étiquette</translation>
    </message>
    <message>
        <source>Band: min to max across runs</source>
        <translation>Bande&#xa0;: du minimum au maximum entre exécutions</translation>
    </message>
    <message>
        <source>Drag to pan, wheel to zoom (over an axis: that axis only), double-click to fit.</source>
        <translation>Glisser pour déplacer, molette pour zoomer (au-dessus d&apos;un axe&#xa0;: cet axe seulement), double-clic pour ajuster.</translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1 (at character %2). The last valid filter still applies.</source>
        <translation>Expression régulière non valide&#xa0;: %1 (au caractère %2). Le dernier filtre valide reste appliqué.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::PlotsPage</name>
    <message>
        <source>No training curves yet</source>
        <translation>Pas encore de courbes d&apos;entraînement</translation>
    </message>
    <message>
        <source>Open the folder your training script logs to, the one given to SummaryWriter(log_dir=…) or to &quot;tensorboard --logdir&quot; (often &quot;runs&quot; or &quot;lightning_logs&quot;). Every folder inside it that holds event files is shown as one run, and the curves grow while the job is still writing.</source>
        <translation>Ouvrez le dossier où votre script d&apos;entraînement écrit ses journaux, celui donné à SummaryWriter(log_dir=…) ou à &quot;tensorboard --logdir&quot; (souvent &quot;runs&quot; ou &quot;lightning_logs&quot;). Chaque dossier qu&apos;il contient avec des fichiers d&apos;événements s&apos;affiche comme une exécution, et les courbes grandissent pendant que la tâche écrit encore.</translation>
    </message>
    <message>
        <source>Open folder…</source>
        <translation>Ouvrir un dossier…</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Choose a TensorBoard log folder on this computer</source>
        <translation>Choisir un dossier de journaux TensorBoard sur cet ordinateur</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Picture (PNG)…</source>
        <translation>Image (PNG)…</translation>
    </message>
    <message>
        <source>Document (PDF)…</source>
        <translation>Document (PDF)…</translation>
    </message>
    <message>
        <source>Data, raw and smoothed (CSV)…</source>
        <translation>Données, brutes et lissées (CSV)…</translation>
    </message>
    <message>
        <source>Open a TensorBoard log folder</source>
        <translation>Ouvrir un dossier de journaux TensorBoard</translation>
    </message>
    <message>
        <source>Export the plots</source>
        <translation>Exporter les graphiques</translation>
    </message>
    <message>
        <source> files (*.%1)</source>
        <translation type="vanished"> fichiers (*.%1)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>%1: %2 scalar tags, %L3 points</source>
        <translation>%1&#xa0;: %2 étiquettes scalaires, %L3 points</translation>
    </message>
    <message>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <source>1 run</source>
        <translation type="vanished">1 exécution</translation>
    </message>
    <message>
        <source>%1 runs</source>
        <translation type="vanished">%1 exécutions</translation>
    </message>
    <message>
        <source>1 tag</source>
        <translation type="vanished">1 étiquette</translation>
    </message>
    <message>
        <source>%1 tags</source>
        <translation type="vanished">%1 étiquettes</translation>
    </message>
    <message>
        <source>%L1 points</source>
        <translation type="vanished">%L1 points</translation>
    </message>
    <message>
        <source>live</source>
        <translation>en direct</translation>
    </message>
    <message>
        <source>The folder is checked for new data every %1 s.</source>
        <translation>Le dossier est vérifié toutes les %1 s pour de nouvelles données.</translation>
    </message>
    <message>
        <source>Some records could not be read and were skipped; every good point is shown.</source>
        <translation>Certains enregistrements étaient illisibles et ont été ignorés&#xa0;; tous les points valides sont affichés.</translation>
    </message>
    <message>
        <source>…and %1 more.</source>
        <translation>…et %1 de plus.</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Fichiers %1 (*.%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n exécution</numerusform>
            <numerusform>%n exécutions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tag(s)</source>
        <translation>
            <numerusform>%n étiquette</numerusform>
            <numerusform>%n étiquettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln point(s)</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message>
        <source>Folder: %1</source>
        <translation>Dossier : %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ProjectStep</name>
    <message>
        <source>An example from the gallery</source>
        <translation>Un exemple de la galerie</translation>
    </message>
    <message>
        <source>A folder on this computer</source>
        <translation>Un dossier sur cet ordinateur</translation>
    </message>
    <message>
        <source>A script that is already on the cluster</source>
        <translation>Un script déjà présent sur la grappe</translation>
    </message>
    <message>
        <source>Get Fashion-MNIST onto the cluster…</source>
        <translation>Placer Fashion-MNIST sur la grappe…</translation>
    </message>
    <message>
        <source>Without it the example trains on synthetic pictures.</source>
        <translation>Sans lui, l&apos;exemple s&apos;entraîne sur des images synthétiques.</translation>
    </message>
    <message>
        <source>the folder with your training code</source>
        <translation>le dossier de votre code d&apos;entraînement</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation>Script d&apos;entraînement&#xa0;:</translation>
    </message>
    <message>
        <source>--epochs 10 --lr 0.01</source>
        <translation>--epochs 10 --lr 0.01</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> Mo</translation>
    </message>
    <message>
        <source>A file larger than this stops the upload with a message that names it. Data sets and checkpoints belong in your scratch or workspace folder, not in the project.</source>
        <translation>Un fichier plus gros arrête le téléversement avec un message qui le nomme. Les jeux de données et les points de contrôle vont dans votre dossier scratch ou votre espace de travail, pas dans le projet.</translation>
    </message>
    <message>
        <source>Largest file to send:</source>
        <translation>Plus gros fichier à envoyer&#xa0;:</translation>
    </message>
    <message>
        <source>Send only what git has committed</source>
        <translation>N&apos;envoyer que ce que git a validé</translation>
    </message>
    <message>
        <source>For a git working tree: send the last commit, so the run records exactly which code ran. Uncommitted changes are left out, and Slipway says how many there are.</source>
        <translation>Pour un arbre de travail git&#xa0;: envoyer le dernier commit, pour que l&apos;exécution consigne exactement le code qui a tourné. Les modifications non validées sont laissées de côté, et Slipway dit combien il y en a.</translation>
    </message>
    <message>
        <source>The folder is sent to the cluster when you submit: only files that changed since the last time, without what .gitignore or .slipwayignore leave out and without files over the size above (data sets and checkpoints belong in your scratch or workspace folder).</source>
        <translation>Le dossier est envoyé à la grappe à la soumission&#xa0;: seulement les fichiers modifiés depuis la dernière fois, sans ce qu&apos;excluent .gitignore ou .slipwayignore et sans les fichiers au-delà de la taille ci-dessus (les jeux de données et les points de contrôle vont dans votre dossier scratch ou votre espace de travail).</translation>
    </message>
    <message>
        <source>Download to the cluster…</source>
        <translation>Télécharger vers la grappe…</translation>
    </message>
    <message>
        <source>Put an archive (zip, tar.gz) from a web address into a folder on the cluster</source>
        <translation>Placer une archive (zip, tar.gz) d&apos;une adresse web dans un dossier de la grappe</translation>
    </message>
    <message>
        <source>The folder with your training code</source>
        <translation>Le dossier de votre code d&apos;entraînement</translation>
    </message>
    <message>
        <source>No Python files in this folder.</source>
        <translation>Aucun fichier Python dans ce dossier.</translation>
    </message>
    <message numerus="yes">
        <source>%n Python file(s).</source>
        <translation>
            <numerusform>%n fichier Python.</numerusform>
            <numerusform>%n fichiers Python.</numerusform>
        </translation>
    </message>
    <message>
        <source>On the cluster in %1; the example reads it (--data).</source>
        <translation>Sur la grappe dans %1&#xa0;; l&apos;exemple le lit (--data).</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4 node(s), %5 GPU(s) per node, %6 CPU(s) per task, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallélisme&#xa0;:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Besoins&#xa0;:&lt;/b&gt; %4 nœud(s), %5 GPU par nœud, %6 CPU par processus, %7 de mémoire, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Données&#xa0;:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Écrit des fichiers d&apos;événements TensorBoard dans &lt;tt&gt;%10/&lt;/tt&gt; et un point de contrôle d&apos;où il reprend.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>There is no folder %1.</source>
        <translation>Il n&apos;y a pas de dossier %1.</translation>
    </message>
    <message>
        <source>Looking for Python files…</source>
        <translation>Recherche de fichiers Python…</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Exemples</translation>
    </message>
    <message>
        <source>About the chosen example</source>
        <translation>À propos de l&apos;exemple choisi</translation>
    </message>
    <message>
        <source>Project folder</source>
        <translation>Dossier de projet</translation>
    </message>
    <message>
        <source>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallelism:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Needs:&lt;/b&gt; %4, %5, %6, %7 memory, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Writes TensorBoard event files into &lt;tt&gt;%10/&lt;/tt&gt; and a checkpoint it resumes from.&lt;/p&gt;</source>
        <extracomment>%4 is &quot;2 nodes&quot;, %5 &quot;1 GPU per node&quot;, %6 &quot;4 CPUs per task&quot;</extracomment>
        <translation>&lt;h3&gt;%1&lt;/h3&gt;&lt;p&gt;%2&lt;/p&gt;&lt;p&gt;&lt;b&gt;Parallélisme&#xa0;:&lt;/b&gt; %3&lt;br&gt;&lt;b&gt;Besoins&#xa0;:&lt;/b&gt; %4, %5, %6, %7 de mémoire, %8&lt;/p&gt;&lt;p&gt;&lt;b&gt;Données&#xa0;:&lt;/b&gt; %9&lt;/p&gt;&lt;p&gt;Écrit des fichiers d&apos;événements TensorBoard dans &lt;tt&gt;%10/&lt;/tt&gt; et un point de contrôle d&apos;où il reprend.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n nœud</numerusform>
            <numerusform>%n nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s) per node</source>
        <translation>
            <numerusform>%n GPU par nœud</numerusform>
            <numerusform>%n GPU par nœud</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n CPU(s) per task</source>
        <translation>
            <numerusform>%n CPU par processus</numerusform>
            <numerusform>%n CPU par processus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::RemoteFolderDialog</name>
    <message>
        <source>Plot a folder on a cluster</source>
        <translation>Tracer un dossier sur une grappe</translation>
    </message>
    <message>
        <source>Slipway copies the TensorBoard event files of this folder (and its sub-folders) to this computer, fetching only what is new, and keeps the plots up to date while the job writes.</source>
        <translation>Slipway copie sur cet ordinateur les fichiers d&apos;événements TensorBoard de ce dossier (et de ses sous-dossiers), en ne récupérant que les nouveautés, et tient les graphiques à jour pendant que la tâche écrit.</translation>
    </message>
    <message>
        <source>An alias from your SSH config, or user@host:port.</source>
        <translation>Un alias de votre configuration SSH, ou user@host:port.</translation>
    </message>
    <message>
        <source>/home/you/project/runs  or  ~/project/runs</source>
        <translation>/home/you/project/runs  ou  ~/project/runs</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>&amp;Grappe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>Dossier de &amp;journaux&#xa0;:</translation>
    </message>
    <message>
        <source>Plot</source>
        <translation>Tracer</translation>
    </message>
    <message>
        <source>Choose the cluster.</source>
        <translation>Choisissez la grappe.</translation>
    </message>
    <message>
        <source>Type the folder your training script writes its event files to.</source>
        <translation>Saisissez le dossier où votre script d&apos;entraînement écrit ses fichiers d&apos;événements.</translation>
    </message>
    <message>
        <source>A folder name cannot contain a line break.</source>
        <translation>Un nom de dossier ne peut pas contenir de saut de ligne.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResourcesStep</name>
    <message>
        <source>What to run</source>
        <translation>Ce qui est exécuté</translation>
    </message>
    <message>
        <source>What to ask the scheduler for</source>
        <translation>Ce qui est demandé à l&apos;ordonnanceur</translation>
    </message>
    <message>
        <source>The Python file on the cluster, relative to the working folder. It must already be there.</source>
        <translation>Le fichier Python sur la grappe, relatif au dossier de travail. Il doit déjà s&apos;y trouver.</translation>
    </message>
    <message>
        <source>Training script:</source>
        <translation>Script d&apos;entraînement&#xa0;:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Arguments&#xa0;:</translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces (--epochs 10).</source>
        <translation type="vanished">Transmis au script, découpé aux espaces (--epochs 10).</translation>
    </message>
    <message>
        <source>your home folder</source>
        <translation>votre dossier personnel</translation>
    </message>
    <message>
        <source>Working folder:</source>
        <translation>Dossier de travail&#xa0;:</translation>
    </message>
    <message>
        <source>Where the job starts and its log goes.</source>
        <translation>Où la tâche démarre et où va son journal.</translation>
    </message>
    <message>
        <source>anywhere under the working folder</source>
        <translation>n&apos;importe où sous le dossier de travail</translation>
    </message>
    <message>
        <source>TensorBoard logs:</source>
        <translation>Journaux TensorBoard&#xa0;:</translation>
    </message>
    <message>
        <source>Where your script writes event files, relative to the working folder (SummaryWriter() uses runs). Plots on the Runs page shows this folder.</source>
        <translation>Où votre script écrit les fichiers d&apos;événements, relatif au dossier de travail (SummaryWriter() utilise runs). «&#xa0;Graphiques&#xa0;» sur la page «&#xa0;Exécutions&#xa0;» affiche ce dossier.</translation>
    </message>
    <message>
        <source>Start TensorBoard in the job</source>
        <translation>Démarrer TensorBoard dans la tâche</translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard</source>
        <translation>par ex. module load TensorBoard</translation>
    </message>
    <message>
        <source>On the job&apos;s node, for the logs folder, as the centres recommend; Runs → TensorBoard forwards it to your computer while the job runs.</source>
        <translation>Sur le nœud de la tâche, pour le dossier de journaux, comme le recommandent les centres&#xa0;; «&#xa0;Exécutions → TensorBoard&#xa0;» le redirige vers votre ordinateur pendant la tâche.</translation>
    </message>
    <message>
        <source>TensorBoard from:</source>
        <translation>TensorBoard depuis&#xa0;:</translation>
    </message>
    <message>
        <source>A command that makes tensorboard available in the job, if the environment lacks it.</source>
        <translation>Une commande qui rend tensorboard disponible dans la tâche, si l&apos;environnement ne l&apos;a pas.</translation>
    </message>
    <message>
        <source>Job name:</source>
        <translation>Nom de la tâche&#xa0;:</translation>
    </message>
    <message>
        <source>How the job shows in the queue.</source>
        <translation>Comment la tâche apparaît dans la file d&apos;attente.</translation>
    </message>
    <message>
        <source>Partition:</source>
        <translation>Partition&#xa0;:</translation>
    </message>
    <message>
        <source>The group of nodes the job runs on: GPU nodes, CPU nodes, or a short debug queue.</source>
        <translation>Le groupe de nœuds où s&apos;exécute la tâche&#xa0;: nœuds GPU, nœuds CPU, ou une courte file de débogage.</translation>
    </message>
    <message>
        <source>Nodes:</source>
        <translation>Nœuds&#xa0;:</translation>
    </message>
    <message>
        <source>Whole computers. Start with 1; more only for distributed training.</source>
        <translation>Des ordinateurs entiers. Commencez par 1&#xa0;; plus seulement pour l&apos;entraînement distribué.</translation>
    </message>
    <message>
        <source>GPUs per node:</source>
        <translation>GPU par nœud&#xa0;:</translation>
    </message>
    <message>
        <source>0 runs on CPUs. A small model is often faster on CPUs.</source>
        <translation>0 s&apos;exécute sur CPU. Un petit modèle est souvent plus rapide sur CPU.</translation>
    </message>
    <message>
        <source>CPUs per task:</source>
        <translation>CPU par processus&#xa0;:</translation>
    </message>
    <message>
        <source>CPU cores for each process; also the DataLoader&apos;s num_workers.</source>
        <translation>Cœurs de CPU pour chaque processus&#xa0;; aussi le num_workers du DataLoader.</translation>
    </message>
    <message>
        <source>Memory per node:</source>
        <translation>Mémoire par nœud&#xa0;:</translation>
    </message>
    <message>
        <source>With a unit: 8G, 32000M. Empty takes the site&apos;s default.</source>
        <translation>Avec une unité&#xa0;: 8G, 32000M. Vide prend la valeur par défaut du centre.</translation>
    </message>
    <message>
        <source>Time limit:</source>
        <translation>Limite de temps&#xa0;:</translation>
    </message>
    <message>
        <source>HH:MM:SS or D-HH:MM:SS. The job is stopped when it runs out; shorter jobs usually start sooner.</source>
        <translation>HH:MM:SS ou J-HH:MM:SS. La tâche est arrêtée quand le temps est écoulé&#xa0;; les tâches plus courtes démarrent en général plus tôt.</translation>
    </message>
    <message>
        <source>Account:</source>
        <translation>Compte&#xa0;:</translation>
    </message>
    <message>
        <source>The project the time is billed to.</source>
        <translation>Le projet auquel le temps est facturé.</translation>
    </message>
    <message>
        <source>Chosen in step 1 (What). Slipway copies it to the cluster with the rest of the project when you submit.</source>
        <translation>Choisi à l&apos;étape 1 (Quoi). Slipway le copie sur la grappe avec le reste du projet à la soumission.</translation>
    </message>
    <message>
        <source>Resume after a requeue</source>
        <translation>Reprendre après une remise en file</translation>
    </message>
    <message>
        <source>If the cluster stops the job (time limit, preemption, a failed node), it is queued again and your script is told the newest checkpoint in checkpoints/ (SLIPWAY_RESUME_FROM). Your script must save checkpoints there; the examples show how.</source>
        <translation>Si la grappe arrête la tâche (limite de temps, préemption, nœud en panne), elle est remise en file et votre script reçoit le point de contrôle le plus récent de checkpoints/ (SLIPWAY_RESUME_FROM). Votre script doit y enregistrer ses points de contrôle&#xa0;; les exemples montrent comment.</translation>
    </message>
    <message>
        <source>for GPU jobs</source>
        <translation>pour les tâches GPU</translation>
    </message>
    <message>
        <source>for CPU jobs</source>
        <translation>pour les tâches CPU</translation>
    </message>
    <message>
        <source>for short tests</source>
        <translation>pour de courts essais</translation>
    </message>
    <message>
        <source>for interactive work</source>
        <translation>pour le travail interactif</translation>
    </message>
    <message>
        <source>jobs may be stopped early</source>
        <extracomment>a partition whose jobs may be stopped to make room for others</extracomment>
        <translation>les tâches peuvent être arrêtées plus tôt</translation>
    </message>
    <message>
        <source>Passed to the script, split at spaces; quote a value with spaces (--epochs 10 --name &quot;my run&quot;).</source>
        <translation>Transmis au script, découpé aux espaces ; mettez entre guillemets une valeur qui contient des espaces (--epochs 10 --name &quot;my run&quot;).</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ResultsDialog</name>
    <message>
        <source>Download results of %1</source>
        <translation>Télécharger les résultats de %1</translation>
    </message>
    <message>
        <source>Copies the files this run wrote on the cluster (checkpoints, CSV files, plots, event files, logs) into a folder on this computer. Your project&apos;s own files are left out. Downloading again later only brings what is new or has grown.</source>
        <translation>Copie les fichiers que cette exécution a écrits sur la grappe (points de contrôle, fichiers CSV, graphiques, fichiers d&apos;événements, journaux) dans un dossier de cet ordinateur. Les fichiers de votre projet lui-même sont laissés de côté. Un nouveau téléchargement plus tard n&apos;apporte que ce qui est nouveau ou a grandi.</translation>
    </message>
    <message>
        <source>From the cluster:</source>
        <translation>Depuis la grappe&#xa0;:</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>To this folder:</source>
        <translation>Vers ce dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>This run never reached the cluster, so it has no results there.</source>
        <translation>Cette exécution n&apos;a jamais atteint la grappe, elle n&apos;y a donc pas de résultats.</translation>
    </message>
    <message>
        <source>Download the results into</source>
        <translation>Télécharger les résultats dans</translation>
    </message>
    <message>
        <source>Say which folder on this computer the results go to.</source>
        <translation>Indiquez dans quel dossier de cet ordinateur vont les résultats.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a full path. Give the whole path of the folder, for example %2.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un chemin complet. Donnez le chemin entier du dossier, par exemple %2.</translation>
    </message>
    <message>
        <source>The connection to %1 is gone. Close this window and try again.</source>
        <translation>La connexion à %1 est perdue. Fermez cette fenêtre et réessayez.</translation>
    </message>
    <message>
        <source>Looking at the run&apos;s folder on %1…</source>
        <translation>Examen du dossier de l&apos;exécution sur %1…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message numerus="yes">
        <source>Up to date: the %n result file(s) here match the cluster; nothing was downloaded.</source>
        <translation>
            <numerusform>À jour&#xa0;: le %n fichier de résultats ici correspond à la grappe&#xa0;; rien n&apos;a été téléchargé.</numerusform>
            <numerusform>À jour&#xa0;: les %n fichiers de résultats ici correspondent à la grappe&#xa0;; rien n&apos;a été téléchargé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Done: %1 of %2 result files brought here (%3 new, %4 grown by their new part only), %5 received.</source>
        <translation>Terminé&#xa0;: %1 fichiers de résultats sur %2 rapatriés (%3 nouveaux, %4 agrandis de leur seule partie nouvelle), %5 reçus.</translation>
    </message>
    <message>
        <source>Stopped. What was complete is kept; downloading again carries on from there.</source>
        <translation>Arrêté. Ce qui était complet est conservé&#xa0;; un nouveau téléchargement reprend à partir de là.</translation>
    </message>
    <message>
        <source>The download did not finish: %1</source>
        <translation>Le téléchargement ne s&apos;est pas terminé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ReviewStep</name>
    <message>
        <source>This is the job script Slipway will submit. Each line is explained on the right. You can edit a line by double-clicking it; edits are checked as you type.</source>
        <translation>Voici le script de tâche que Slipway va soumettre. Chaque ligne est expliquée à droite. Vous pouvez modifier une ligne en double-cliquant dessus&#xa0;; les modifications sont vérifiées pendant la saisie.</translation>
    </message>
    <message>
        <source>Script line</source>
        <translation>Ligne du script</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ce qu&apos;elle fait</translation>
    </message>
    <message>
        <source>Back to the generated script</source>
        <translation>Revenir au script généré</translation>
    </message>
    <message>
        <source>(edited) </source>
        <translation type="vanished">(modifié) </translation>
    </message>
    <message>
        <source>The script is empty.</source>
        <translation>Le script est vide.</translation>
    </message>
    <message>
        <source>The first line must say which shell runs the script, e.g. #!/bin/bash.</source>
        <translation>La première ligne doit dire quel shell exécute le script, par ex. #!/bin/bash.</translation>
    </message>
    <message>
        <source>Line %1 (%2) comes after the first command, so the scheduler ignores it. Move it up with the other %3 lines.</source>
        <translation>La ligne %1 (%2) vient après la première commande, l&apos;ordonnanceur l&apos;ignore donc. Remontez-la avec les autres lignes %3.</translation>
    </message>
    <message>
        <source>Line %1 has an unmatched double quote.</source>
        <translation>La ligne %1 a un guillemet double non fermé.</translation>
    </message>
    <message>
        <source>The script has no command to run.</source>
        <translation>Le script n&apos;a aucune commande à exécuter.</translation>
    </message>
    <message>
        <source>You edited the script; the edited text is submitted.</source>
        <translation>Vous avez modifié le script&#xa0;; c&apos;est le texte modifié qui est soumis.</translation>
    </message>
    <message>
        <source>Generated by Slipway from your choices.</source>
        <translation>Généré par Slipway d&apos;après vos choix.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your edits could not be kept, because the line it changed is no longer generated: %1</source>
        <translation>
            <numerusform>%n de vos modifications n&apos;a pas pu être conservée, car la ligne qu&apos;elle changeait n&apos;est plus générée&#xa0;: %1</numerusform>
            <numerusform>%n de vos modifications n&apos;ont pas pu être conservées, car les lignes qu&apos;elles changeaient ne sont plus générées&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Job script</source>
        <translation>Script de la tâche</translation>
    </message>
    <message>
        <source>Each line of the script beside what it does; the lines can be edited</source>
        <translation>Chaque ligne du script à côté de ce qu&apos;elle fait&#xa0;; les lignes sont modifiables</translation>
    </message>
    <message>
        <source>(edited) %1</source>
        <translation>(modifié) %1</translation>
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
        <translation>%1 j %2 h</translation>
    </message>
    <message>
        <source>Started %1, ended %2 (ran %3).</source>
        <translation>Démarrée %1, terminée %2 (durée %3).</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 (through %2)</source>
        <translation>%1 (via %2)</translation>
    </message>
    <message>
        <source>%1 @ %2</source>
        <translation>%1 @ %2</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Cluster / host</source>
        <translation>Grappe / hôte</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Job id</source>
        <translation>Identifiant de tâche</translation>
    </message>
    <message>
        <source>Partition</source>
        <translation>Partition</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Submitted</source>
        <translation>Soumise</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Écoulé</translation>
    </message>
</context>
<context>
    <name>slipway::ui::RunsPage</name>
    <message>
        <source>Refresh</source>
        <translation type="vanished">Actualiser</translation>
    </message>
    <message>
        <source>Ask the clusters for the state now.</source>
        <translation>Demander l&apos;état aux grappes maintenant.</translation>
    </message>
    <message>
        <source>Cancel job…</source>
        <translation type="vanished">Annuler la tâche…</translation>
    </message>
    <message>
        <source>Cancel the selected run&apos;s job.</source>
        <translation>Annuler la tâche de l&apos;exécution sélectionnée.</translation>
    </message>
    <message>
        <source>Resubmit</source>
        <translation type="vanished">Resoumettre</translation>
    </message>
    <message>
        <source>Submit the same script again as a new run linked to this one.</source>
        <translation>Soumettre à nouveau le même script comme nouvelle exécution liée à celle-ci.</translation>
    </message>
    <message>
        <source>Open log</source>
        <translation type="vanished">Journal</translation>
    </message>
    <message>
        <source>Show the job&apos;s output as it grows.</source>
        <translation>Afficher la sortie de la tâche au fur et à mesure.</translation>
    </message>
    <message>
        <source>Show script</source>
        <translation type="vanished">Voir le script</translation>
    </message>
    <message>
        <source>The job script as submitted.</source>
        <translation>Le script de la tâche tel qu&apos;il a été soumis.</translation>
    </message>
    <message>
        <source>Copy script</source>
        <translation>Copier le script</translation>
    </message>
    <message>
        <source>Copy the job script.</source>
        <translation>Copier le script de la tâche.</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation type="vanished">Graphiques</translation>
    </message>
    <message>
        <source>Plot this run&apos;s TensorBoard event files.</source>
        <translation>Tracer les fichiers d&apos;événements TensorBoard de cette exécution.</translation>
    </message>
    <message>
        <source>Download results…</source>
        <translation>Résultats…</translation>
    </message>
    <message>
        <source>Copy the files this run wrote (checkpoints, CSV files, plots) to this computer; later downloads only bring what is new.</source>
        <translation>Copier sur cet ordinateur les fichiers que cette exécution a écrits (points de contrôle, fichiers CSV, graphiques)&#xa0;; les téléchargements suivants n&apos;apportent que les nouveautés.</translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation>TensorBoard</translation>
    </message>
    <message>
        <source>Open the TensorBoard this run&apos;s job started on its node.</source>
        <translation>Ouvrir le TensorBoard que la tâche de cette exécution a démarré sur son nœud.</translation>
    </message>
    <message>
        <source>Your first run in three steps</source>
        <translation>Votre première exécution en trois étapes</translation>
    </message>
    <message>
        <source>1. Connect to your cluster…</source>
        <translation>1. Se connecter à votre grappe…</translation>
    </message>
    <message>
        <source>2. Choose what to run…</source>
        <translation>2. Choisir quoi exécuter…</translation>
    </message>
    <message>
        <source>No run history is open.</source>
        <translation>Aucun historique des exécutions n&apos;est ouvert.</translation>
    </message>
    <message>
        <source>The run history %1 could not be opened: %2</source>
        <translation>L&apos;historique des exécutions %1 n&apos;a pas pu être ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>Run %1 is not in the history.</source>
        <translation>L&apos;exécution %1 n&apos;est pas dans l&apos;historique.</translation>
    </message>
    <message>
        <source>Slipway has no SSH connections or run history here.</source>
        <translation>Slipway n&apos;a ici ni connexion SSH ni historique des exécutions.</translation>
    </message>
    <message>
        <source>Cannot check %1: %2</source>
        <translation>Impossible de vérifier %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>Updated %1.</source>
        <translation>%1 mis à jour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connect to your cluster.&lt;/b&gt; Pick it from your ssh configuration or type its login node; Slipway checks its host key and logs you in.</source>
        <translation>&lt;b&gt;1. Connectez-vous à votre grappe.&lt;/b&gt; Choisissez-la dans votre configuration ssh ou saisissez son nœud de connexion&#xa0;; Slipway vérifie sa clé d&apos;hôte et vous connecte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;1. Connected to %1.&lt;/b&gt;</source>
        <translation>&lt;b&gt;1. Connecté à %1.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;2. Choose what to run:&lt;/b&gt; an example from the gallery, or a folder of your own on this computer. Slipway copies it to the cluster for you.</source>
        <translation>&lt;b&gt;2. Choisissez quoi exécuter&#xa0;:&lt;/b&gt; un exemple de la galerie, ou un dossier à vous sur cet ordinateur. Slipway le copie pour vous sur la grappe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;3. Submit.&lt;/b&gt; The run appears here with its state and log, and Plots draws its loss as it trains.</source>
        <translation>&lt;b&gt;3. Soumettez.&lt;/b&gt; L&apos;exécution apparaît ici avec son état et son journal, et «&#xa0;Graphiques&#xa0;» trace sa perte pendant l&apos;entraînement.</translation>
    </message>
    <message>
        <source>Plotting runs is not available in this version yet.</source>
        <translation>Le tracé des exécutions n&apos;est pas encore disponible dans cette version.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation type="vanished">&lt;b&gt;%1&lt;/b&gt;%2&#xa0;: %3&lt;br&gt;&lt;i&gt;Double-cliquez sur une exécution pour ouvrir son journal.&lt;/i&gt;</translation>
    </message>
    <message>
        <source> (job %1)</source>
        <translation> (tâche %1)</translation>
    </message>
    <message>
        <source>Cancel job</source>
        <translation>Annuler la tâche</translation>
    </message>
    <message>
        <source>Cancel job %1 (%2) on %3? A running job is stopped at once and cannot be resumed.</source>
        <translation>Annuler la tâche %1 (%2) sur %3&#xa0;? Une tâche en cours est arrêtée aussitôt et ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>Cancel the job</source>
        <translation>Annuler la tâche</translation>
    </message>
    <message>
        <source>Keep it running</source>
        <translation>La laisser tourner</translation>
    </message>
    <message>
        <source>Cannot cancel: %1</source>
        <translation>Annulation impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancelling job %1…</source>
        <translation>Annulation de la tâche %1…</translation>
    </message>
    <message>
        <source>Could not cancel run %1: %2</source>
        <translation>L&apos;exécution %1 n&apos;a pas pu être annulée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cancel requested for run %1.</source>
        <translation>Annulation demandée pour l&apos;exécution %1.</translation>
    </message>
    <message>
        <source>Cannot resubmit run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation>Impossible de soumettre à nouveau l&apos;exécution %1&#xa0;: son profil de grappe «&#xa0;%2&#xa0;» n&apos;est plus connu.</translation>
    </message>
    <message>
        <source>Cannot resubmit: %1</source>
        <translation>Impossible de soumettre à nouveau&#xa0;: %1</translation>
    </message>
    <message>
        <source>Resubmitting run %1…</source>
        <translation>Nouvelle soumission de l&apos;exécution %1…</translation>
    </message>
    <message>
        <source>Run %1 resubmitted as run %2 (job %3). %4</source>
        <translation>Exécution %1 soumise à nouveau comme exécution %2 (tâche %3). %4</translation>
    </message>
    <message>
        <source>Resubmitting run %1 failed: %2</source>
        <translation>La nouvelle soumission de l&apos;exécution %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>its cluster profile &quot;%1&quot; is no longer known</source>
        <translation>son profil de grappe «&#xa0;%1&#xa0;» n&apos;est plus connu</translation>
    </message>
    <message>
        <source>Cannot use the numbers of run %1: %2</source>
        <translation>Impossible d&apos;utiliser les valeurs de l&apos;exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The new numbers do not fit the cluster: %1</source>
        <translation>Les nouvelles valeurs ne conviennent pas à la grappe&#xa0;: %1</translation>
    </message>
    <message>
        <source>Submit again with new numbers</source>
        <translation>Soumettre à nouveau avec de nouvelles valeurs</translation>
    </message>
    <message>
        <source>Submit run %1 again with %2?

These are what the run used plus a margin of %3 %.</source>
        <translation>Soumettre à nouveau l&apos;exécution %1 avec %2 ?

C&apos;est ce que l&apos;exécution a utilisé, plus une marge de %3 %.</translation>
    </message>
    <message>
        <source>Resubmitting run %1 with the new numbers…</source>
        <translation>Nouvelle soumission de l&apos;exécution %1 avec les nouvelles valeurs…</translation>
    </message>
    <message>
        <source>Cannot resubmit tasks of run %1: its cluster profile &quot;%2&quot; is no longer known.</source>
        <translation>Impossible de soumettre à nouveau des processus de l&apos;exécution %1&#xa0;: son profil de grappe «&#xa0;%2&#xa0;» n&apos;est plus connu.</translation>
    </message>
    <message numerus="yes">
        <source>Resubmitting %n task(s) of run %1…</source>
        <translation>
            <numerusform>Nouvelle soumission de %n processus de l&apos;exécution %1…</numerusform>
            <numerusform>Nouvelle soumission de %n processus de l&apos;exécution %1…</numerusform>
        </translation>
    </message>
    <message>
        <source>Resubmitting tasks of run %1 failed: %2</source>
        <translation>La nouvelle soumission des processus de l&apos;exécution %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cancel requested for task %1 of run %2.</source>
        <translation>Annulation demandée pour le processus %1 de l&apos;exécution %2.</translation>
    </message>
    <message>
        <source>Cannot read the log of run %1: %2</source>
        <translation>Impossible de lire le journal de l&apos;exécution %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>no SSH connections here.</source>
        <translation>pas de connexion SSH ici.</translation>
    </message>
    <message>
        <source>Cannot download the results of %1: %2</source>
        <translation>Impossible de télécharger les résultats de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Job script of %1</source>
        <translation>Script de tâche de %1</translation>
    </message>
    <message>
        <source>The script of run %1 is on the clipboard.</source>
        <translation>Le script de l&apos;exécution %1 est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>&amp;Cancel job…</source>
        <translation>A&amp;nnuler la tâche…</translation>
    </message>
    <message>
        <source>Re&amp;submit</source>
        <translation>Re&amp;soumettre</translation>
    </message>
    <message>
        <source>Open &amp;log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>Show scrip&amp;t</source>
        <translation>Voir le scrip&amp;t</translation>
    </message>
    <message>
        <source>&amp;Plots</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Exécutions</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;%2: %3%4&lt;br&gt;&lt;i&gt;Double-click a run to open its log.&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;%2&#xa0;: %3%4&lt;br&gt;&lt;i&gt;Double-cliquez sur une exécution pour ouvrir son journal.&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Notifications…</source>
        <translation>Notifications…</translation>
    </message>
    <message>
        <source>Choose what Slipway tells you about your jobs, and whether it keeps watching them when its window is closed.</source>
        <translation>Choisir ce que Slipway vous signale sur vos tâches, et s&apos;il continue à les suivre quand sa fenêtre est fermée.</translation>
    </message>
    <message>
        <source>Slipway has no settings file here.</source>
        <translation>Slipway n&apos;a pas de fichier de réglages ici.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::ScalarChart</name>
    <message>
        <source>step</source>
        <translation>étape</translation>
    </message>
    <message>
        <source>time since the run started (h:m:s)</source>
        <translation>temps depuis le début de l&apos;exécution (h:m:s)</translation>
    </message>
    <message>
        <source>wall time</source>
        <translation>heure</translation>
    </message>
    <message>
        <source>… and 1 more run</source>
        <translation>… et 1 exécution de plus</translation>
    </message>
    <message>
        <source>… and %1 more runs</source>
        <translation>… et %1 exécutions de plus</translation>
    </message>
    <message>
        <source>%1: mean of %2 runs</source>
        <translation>%1&#xa0;: moyenne de %2 exécutions</translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <source>smoothed %1</source>
        <translation>lissée %1</translation>
    </message>
    <message>
        <source>wall time %1</source>
        <translation>heure %1</translation>
    </message>
    <message>
        <source>time since start %1 s</source>
        <translation>temps depuis le début %1 s</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SecretStore</name>
    <message>
        <source>No system keychain is available (on Linux Slipway uses the Secret Service, for example GNOME Keyring or KWallet).</source>
        <translation>Aucun trousseau système n&apos;est disponible (sous Linux, Slipway utilise le Secret Service, par exemple GNOME Keyring ou KWallet).</translation>
    </message>
    <message>
        <source>The system keychain refused access.</source>
        <translation>Le trousseau système a refusé l&apos;accès.</translation>
    </message>
    <message>
        <source>The system keychain reported a problem: %1</source>
        <translation>Le trousseau système a signalé un problème&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not remember the secret: %1</source>
        <translation>Impossible de mémoriser le secret&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not remove a saved secret: %1</source>
        <translation>Impossible de retirer un secret enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SnapshotSender</name>
    <message>
        <source>Reading the project folder…</source>
        <translation>Lecture du dossier de projet…</translation>
    </message>
    <message>
        <source>Cancelled before anything was sent.</source>
        <translation>Annulé avant tout envoi.</translation>
    </message>
    <message>
        <source>The connection to the cluster is gone.</source>
        <translation>La connexion à la grappe est perdue.</translation>
    </message>
    <message>
        <source>Cancelled while sending the project.</source>
        <translation>Annulé pendant l&apos;envoi du projet.</translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageSummary</name>
    <message>
        <source>Checking your storage (home, project, scratch)…</source>
        <translation>Vérification de votre stockage (personnel, projet, scratch)…</translation>
    </message>
    <message>
        <source>Your storage could not be checked: %1</source>
        <translation>Votre stockage n&apos;a pas pu être vérifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Stockage</translation>
    </message>
</context>
<context>
    <name>slipway::ui::StorageTargetView</name>
    <message>
        <source>Where your project goes on the cluster</source>
        <translation>Où va votre projet sur la grappe</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>Look up my workspaces</source>
        <translation>Chercher mes espaces de travail</translation>
    </message>
    <message>
        <source>name, e.g. mnist</source>
        <translation>nom, par ex. mnist</translation>
    </message>
    <message>
        <source> days</source>
        <translation> jours</translation>
    </message>
    <message>
        <source>The file system the workspace is made on</source>
        <translation>Le système de fichiers où l&apos;espace de travail est créé</translation>
    </message>
    <message>
        <source>Make workspace</source>
        <translation>Créer l&apos;espace de travail</translation>
    </message>
    <message>
        <source>New workspace:</source>
        <translation>Nouvel espace de travail&#xa0;:</translation>
    </message>
    <message>
        <source> days from now</source>
        <translation> jours à partir d&apos;aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Extend</source>
        <translation>Prolonger</translation>
    </message>
    <message>
        <source>Keep the chosen workspace until:</source>
        <translation>Garder l&apos;espace de travail choisi jusqu&apos;au&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>%1 keeps data in workspaces that expire: look up yours, or make one, and Slipway sends the project into it.</source>
        <translation>%1 garde les données dans des espaces de travail qui expirent&#xa0;: cherchez les vôtres, ou créez-en un, et Slipway y envoie le projet.</translation>
    </message>
    <message>
        <source>Projects go into slipway-projects in your home folder on the cluster.</source>
        <translation>Les projets vont dans slipway-projects de votre dossier personnel sur la grappe.</translation>
    </message>
    <message>
        <source>%1 does not use workspaces: choose your home, scratch or project folder.</source>
        <translation>%1 n&apos;utilise pas d&apos;espaces de travail&#xa0;: choisissez votre dossier personnel, scratch ou projet.</translation>
    </message>
    <message>
        <source>Choose the cluster first.</source>
        <translation>Choisissez d&apos;abord la grappe.</translation>
    </message>
    <message>
        <source>Home folder (~/slipway-projects)</source>
        <translation>Dossier personnel (~/slipway-projects)</translation>
    </message>
    <message>
        <source>Scratch folder (%1)</source>
        <translation>Dossier scratch (%1)</translation>
    </message>
    <message>
        <source>Project folder (%1)</source>
        <translation>Dossier de projet (%1)</translation>
    </message>
    <message>
        <source>Workspace %1</source>
        <translation>Espace de travail %1</translation>
    </message>
    <message>
        <source>Workspace %1 has expired: its files may be deleted. Choose or make another one.</source>
        <translation>L&apos;espace de travail %1 a expiré&#xa0;: ses fichiers peuvent être supprimés. Choisissez-en ou créez-en un autre.</translation>
    </message>
    <message>
        <source>Workspace %1 %2. Extend it before then, or its files are deleted.</source>
        <translation>Espace de travail %1 %2. Prolongez-le avant, sinon ses fichiers seront supprimés.</translation>
    </message>
    <message>
        <source>At most %1 days on this file system</source>
        <translation>%1 jours au plus sur ce système de fichiers</translation>
    </message>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
    <message>
        <source>Asking the cluster for your workspaces…</source>
        <translation>Demande de vos espaces de travail à la grappe…</translation>
    </message>
    <message>
        <source>You have no workspaces yet: give a name and make one.</source>
        <translation>Vous n&apos;avez pas encore d&apos;espace de travail&#xa0;: donnez un nom et créez-en un.</translation>
    </message>
    <message>
        <source>Found 1 workspace; choose it in the list.</source>
        <translation type="vanished">1 espace de travail trouvé&#xa0;; choisissez-le dans la liste.</translation>
    </message>
    <message>
        <source>Found %1 workspaces; choose one in the list.</source>
        <translation type="vanished">%1 espaces de travail trouvés&#xa0;; choisissez-en un dans la liste.</translation>
    </message>
    <message>
        <source>Making workspace %1…</source>
        <translation>Création de l&apos;espace de travail %1…</translation>
    </message>
    <message>
        <source>Extending workspace %1…</source>
        <translation>Prolongation de l&apos;espace de travail %1…</translation>
    </message>
    <message numerus="yes">
        <source>Found %n workspace(s); choose one in the list.</source>
        <translation>
            <numerusform>%n espace de travail trouvé&#xa0;; choisissez-le dans la liste.</numerusform>
            <numerusform>%n espaces de travail trouvés&#xa0;; choisissez-en un dans la liste.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepComparison</name>
    <message>
        <source>Compare the tasks by:</source>
        <translation>Comparer les processus selon&#xa0;:</translation>
    </message>
    <message>
        <source>The value each task logged under this name: its last, lowest and highest.</source>
        <translation>La valeur que chaque processus a enregistrée sous ce nom&#xa0;: la dernière, la plus basse et la plus haute.</translation>
    </message>
    <message>
        <source>Read the event files</source>
        <translation>Lire les fichiers d&apos;événements</translation>
    </message>
    <message>
        <source>Copies the tasks&apos; event files from the cluster (only what is new) and reads them on this computer.</source>
        <translation>Copie les fichiers d&apos;événements des processus depuis la grappe (seulement les nouveautés) et les lit sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Show on the Plots page</source>
        <translation>Afficher dans «&#xa0;Graphiques&#xa0;»</translation>
    </message>
    <message>
        <source>No task has written a value yet.</source>
        <translation>Aucun processus n&apos;a encore écrit de valeur.</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) have written values.</source>
        <translation>
            <numerusform>%n processus a écrit des valeurs.</numerusform>
            <numerusform>%n processus ont écrit des valeurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Read the event files to compare what the tasks reached.</source>
        <translation>Lisez les fichiers d&apos;événements pour comparer ce qu&apos;ont atteint les processus.</translation>
    </message>
    <message>
        <source>Reading the tasks&apos; event files…</source>
        <translation>Lecture des fichiers d&apos;événements des processus…</translation>
    </message>
    <message>
        <source>No connection to the cluster.</source>
        <translation>Aucune connexion à la grappe.</translation>
    </message>
    <message>
        <source>The event files could not be copied: %1</source>
        <translation>Les fichiers d&apos;événements n&apos;ont pas pu être copiés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copying the tasks&apos; event files from %1…</source>
        <translation>Copie des fichiers d&apos;événements des processus depuis %1…</translation>
    </message>
    <message>
        <source>task %1</source>
        <translation>processus %1</translation>
    </message>
    <message>
        <source>(nothing read yet)</source>
        <translation>(rien de lu pour l&apos;instant)</translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepField</name>
    <message>
        <source>values separated by commas, e.g. 1e-4,1e-3,1e-2</source>
        <translation>valeurs séparées par des virgules, par ex. 1e-4,1e-3,1e-2</translation>
    </message>
    <message>
        <source>FIRST:LAST or FIRST:LAST:STEP, whole numbers, e.g. 16:64:16</source>
        <translation>DÉBUT:FIN ou DÉBUT:FIN:PAS, entiers, par ex. 16:64:16</translation>
    </message>
    <message>
        <source>LOW:HIGH:COUNT on a log scale, e.g. 1e-5:1e-2:4</source>
        <translation>BAS:HAUT:NOMBRE en échelle logarithmique, par ex. 1e-5:1e-2:4</translation>
    </message>
    <message>
        <source>Run several versions of this script (a sweep)</source>
        <translation>Exécuter plusieurs versions de ce script (un balayage)</translation>
    </message>
    <message>
        <source>Each argument below takes several values; every combination runs as one task of a job array, with its own log and its own event-file folder. A task gets --NAME=VALUE after the script&apos;s own arguments, so the value here wins over one given there.</source>
        <translation>Chaque argument ci-dessous prend plusieurs valeurs&#xa0;; chaque combinaison s&apos;exécute comme un processus d&apos;un tableau de tâches, avec son propre journal et son propre dossier de fichiers d&apos;événements. Un processus reçoit --NOM=VALEUR après les arguments du script lui-même&#xa0;; la valeur donnée ici l&apos;emporte donc sur celle donnée là.</translation>
    </message>
    <message>
        <source>Add an argument</source>
        <translation>Ajouter un argument</translation>
    </message>
    <message>
        <source>e.g. 0:2 for three seeds; empty: no seed axis</source>
        <translation>par ex. 0:2 pour trois graines&#xa0;; vide&#xa0;: pas d&apos;axe de graines</translation>
    </message>
    <message>
        <source>Runs every combination once per seed, as --seed=VALUE. Random samples never pick among the seeds: each sample runs with all.</source>
        <translation>Exécute chaque combinaison une fois par graine, avec --seed=VALEUR. Les tirages aléatoires ne choisissent jamais parmi les graines&#xa0;: chaque tirage s&apos;exécute avec toutes.</translation>
    </message>
    <message>
        <source>Seeds:</source>
        <translation>Graines&#xa0;:</translation>
    </message>
    <message>
        <source>every combination</source>
        <translation>toutes les combinaisons</translation>
    </message>
    <message>
        <source>Instead of every combination, this many random points: a list gives one of its values, a range a whole number in it, a log-range a value drawn on the log scale.</source>
        <translation>Au lieu de toutes les combinaisons, ce nombre de points aléatoires&#xa0;: une liste donne une de ses valeurs, une plage un entier qu&apos;elle contient, une plage logarithmique une valeur tirée en échelle logarithmique.</translation>
    </message>
    <message>
        <source>Random samples:</source>
        <translation>Tirages aléatoires&#xa0;:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <source>At most this many tasks run at the same time; the others wait. Leaves room in the queue for other work.</source>
        <translation>Au plus ce nombre de processus s&apos;exécutent en même temps&#xa0;; les autres attendent. Laisse de la place dans la file pour d&apos;autres travaux.</translation>
    </message>
    <message>
        <source>At most running at once:</source>
        <translation>Au plus en même temps&#xa0;:</translation>
    </message>
    <message>
        <source>argument, e.g. lr</source>
        <translation>argument, par ex. lr</translation>
    </message>
    <message>
        <source>The script&apos;s argument without its dashes: lr for --lr.</source>
        <translation>L&apos;argument du script sans ses tirets&#xa0;: lr pour --lr.</translation>
    </message>
    <message>
        <source>a list of values</source>
        <translation>une liste de valeurs</translation>
    </message>
    <message>
        <source>a range of whole numbers</source>
        <translation>une plage d&apos;entiers</translation>
    </message>
    <message>
        <source>a log-range</source>
        <translation>une plage logarithmique</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Row %1: say which argument of the script takes the values %2.</source>
        <translation>Ligne %1&#xa0;: indiquez quel argument du script prend les valeurs %2.</translation>
    </message>
    <message>
        <source>Give the values for --%1.</source>
        <translation>Donnez les valeurs de --%1.</translation>
    </message>
    <message>
        <source>The range for --%1 is written FIRST:LAST or FIRST:LAST:STEP with whole numbers, for example 0:3 or 16:64:16 (not &quot;%2&quot;). For other values choose &quot;a list of values&quot; or &quot;a log-range&quot;.</source>
        <translation>La plage de --%1 s&apos;écrit DÉBUT:FIN ou DÉBUT:FIN:PAS avec des entiers, par exemple 0:3 ou 16:64:16 (pas «&#xa0;%2&#xa0;»). Pour d&apos;autres valeurs, choisissez «&#xa0;une liste de valeurs&#xa0;» ou «&#xa0;une plage logarithmique&#xa0;».</translation>
    </message>
    <message>
        <source>--seed is both an argument row and the seeds field: keep one.</source>
        <translation>--seed est à la fois une ligne d&apos;argument et le champ «&#xa0;Graines&#xa0;»&#xa0;: n&apos;en gardez qu&apos;un.</translation>
    </message>
    <message>
        <source>Add an argument and its values, or untick the sweep.</source>
        <translation>Ajoutez un argument et ses valeurs, ou décochez le balayage.</translation>
    </message>
    <message>
        <source>, at most %1 running at once</source>
        <translation>, au plus %1 en même temps</translation>
    </message>
    <message>
        <source>The local profile has no scheduler: a sweep needs a Slurm or PBS Pro cluster.</source>
        <translation>Le profil local n&apos;a pas d&apos;ordonnanceur&#xa0;: un balayage demande une grappe Slurm ou PBS Pro.</translation>
    </message>
    <message>
        <source>Cobalt has no job arrays, so %1 cannot run a sweep; choose a Slurm or PBS Pro cluster (docs/schedulers.md says why).</source>
        <translation>Cobalt n&apos;a pas de tableaux de tâches, %1 ne peut donc pas exécuter de balayage&#xa0;; choisissez une grappe Slurm ou PBS Pro (docs/schedulers.md explique pourquoi).</translation>
    </message>
    <message>
        <source>1 task: PBS Pro runs it as one plain job (an array needs two or more).</source>
        <translation>1 processus&#xa0;: PBS Pro l&apos;exécute comme une simple tâche (un tableau en demande au moins deux).</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s) as one job array (%1)%2.</source>
        <translation>
            <numerusform>%n processus en un tableau de tâches (%1)%2.</numerusform>
            <numerusform>%n processus en un tableau de tâches (%1)%2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 tasks: %2 takes at most %3 tasks in one array, so Slipway submits %4 arrays, one after the other: tasks %5 (each %6, counted from its first task)%7.</source>
        <translation>%1 processus&#xa0;: %2 accepte au plus %3 processus par tableau, Slipway soumet donc %4 tableaux l&apos;un après l&apos;autre&#xa0;: processus %5 (chacun %6, compté depuis son premier processus)%7.</translation>
    </message>
    <message numerus="yes">
        <source>%1 random sample(s) of these</source>
        <translation type="vanished">
            <numerusform>%1 tirage aléatoire parmi ces valeurs</numerusform>
            <numerusform>%1 tirages aléatoires parmi ces valeurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Every combination of these</source>
        <translation>Toutes les combinaisons de ces valeurs</translation>
    </message>
    <message numerus="yes">
        <source>%n random sample(s) of these</source>
        <translation>
            <numerusform>%n tirage aléatoire parmi ces valeurs</numerusform>
            <numerusform>%n tirages aléatoires parmi ces valeurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>slipway::ui::SweepTaskView</name>
    <message>
        <source>%v of %m tasks ended</source>
        <translation>%v processus terminés sur %m</translation>
    </message>
    <message>
        <source>Resubmit failed and timed-out tasks only</source>
        <translation>Ne soumettre à nouveau que les processus échoués ou hors délai</translation>
    </message>
    <message>
        <source>Submit exactly the tasks that failed, ran out of time or memory again, in the same run; the others stay as they are.</source>
        <translation>Soumettre à nouveau exactement les processus qui ont échoué, manqué de temps ou de mémoire, dans la même exécution&#xa0;; les autres restent tels quels.</translation>
    </message>
    <message>
        <source>Cancel task</source>
        <translation>Annuler le processus</translation>
    </message>
    <message>
        <source>Cancel the selected task only (Cancel above cancels all).</source>
        <translation>Annuler seulement le processus sélectionné («&#xa0;Annuler&#xa0;» ci-dessus annule tout).</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Processus</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>Exit code</source>
        <translation>Code de sortie</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Balayage&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>slipway::ui::TensorBoardDialog</name>
    <message>
        <source>TensorBoard on a cluster</source>
        <translation>TensorBoard sur une grappe</translation>
    </message>
    <message>
        <source>A Host alias of your ssh configuration, or user@host[:port].</source>
        <translation>Un alias Host de votre configuration ssh, ou user@host[:port].</translation>
    </message>
    <message>
        <source>e.g. ~/runs or /scratch/me/experiment/logs</source>
        <translation>par ex. ~/runs ou /scratch/me/experiment/logs</translation>
    </message>
    <message>
        <source>e.g. module load TensorBoard, or source ~/venv/bin/activate</source>
        <translation>par ex. module load TensorBoard, ou source ~/venv/bin/activate</translation>
    </message>
    <message>
        <source>Runs in your login shell on the cluster before tensorboard; leave empty if tensorboard is already on your PATH there.</source>
        <translation>S&apos;exécute dans votre shell de connexion sur la grappe avant tensorboard&#xa0;; laissez vide si tensorboard est déjà dans le PATH là-bas.</translation>
    </message>
    <message>
        <source>&amp;Cluster:</source>
        <translation>&amp;Grappe&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Log folder:</source>
        <translation>Dossier de &amp;journaux&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Environment:</source>
        <translation>&amp;Environnement&#xa0;:</translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; It listens on 127.0.0.1 of the login node, and every other user logged in to that node can open it there while it runs. On this computer only 127.0.0.1 is forwarded. Stop it when you are done.</source>
        <translation>&lt;b&gt;TensorBoard n&apos;a pas de mot de passe.&lt;/b&gt; Il écoute sur 127.0.0.1 du nœud de connexion, et tout autre utilisateur connecté à ce nœud peut l&apos;y ouvrir tant qu&apos;il tourne. Sur cet ordinateur, seul 127.0.0.1 est redirigé. Arrêtez-le quand vous avez fini.</translation>
    </message>
    <message>
        <source>Not running.</source>
        <translation>Non démarré.</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>Arrê&amp;ter</translation>
    </message>
    <message>
        <source>&amp;Open in browser</source>
        <translation>&amp;Ouvrir dans le navigateur</translation>
    </message>
    <message>
        <source>No browser could be opened. Open %1 yourself.</source>
        <translation>Aucun navigateur n&apos;a pu être ouvert. Ouvrez %1 vous-même.</translation>
    </message>
    <message>
        <source>TensorBoard of the job</source>
        <translation>TensorBoard de la tâche</translation>
    </message>
    <message>
        <source>&lt;b&gt;TensorBoard has no password.&lt;/b&gt; The job runs it on its compute node, where other users of the cluster can reach its port while the job runs. On this computer only 127.0.0.1 is forwarded. It ends with the job.</source>
        <translation>&lt;b&gt;TensorBoard n&apos;a pas de mot de passe.&lt;/b&gt; La tâche le lance sur son nœud de calcul, où les autres utilisateurs de la grappe peuvent joindre son port tant que la tâche tourne. Sur cet ordinateur, seul 127.0.0.1 est redirigé. Il s&apos;arrête avec la tâche.</translation>
    </message>
    <message>
        <source>Choose the cluster (a Host alias or user@host) first.</source>
        <translation>Choisissez d&apos;abord la grappe (un alias Host ou user@host).</translation>
    </message>
    <message>
        <source>Give the log folder on the cluster, e.g. ~/runs.</source>
        <translation>Donnez le dossier de journaux sur la grappe, par ex. ~/runs.</translation>
    </message>
    <message>
        <source>No connections are available.</source>
        <translation>Aucune connexion n&apos;est disponible.</translation>
    </message>
    <message>
        <source>port %1 on the login node%2</source>
        <translation>port %1 sur le nœud de connexion%2</translation>
    </message>
    <message>
        <source>, already running</source>
        <translation>, déjà en cours</translation>
    </message>
    <message>
        <source>port %1 on %2, the job&apos;s node</source>
        <translation>port %1 sur %2, le nœud de la tâche</translation>
    </message>
    <message>
        <source>Forwarded to &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt; (%2).</source>
        <translation>Redirigé vers &lt;a href=&quot;%1&quot;&gt;%1&lt;/a&gt; (%2).</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuler</translation>
    </message>
</context>
<context>
    <name>slipway::ui::TrayWatch</name>
    <message>
        <source>Show Slipway</source>
        <translation>Afficher Slipway</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>%1 is watching your jobs</source>
        <translation>%1 suit vos tâches</translation>
    </message>
</context>
<context>
    <name>slipway::ui::UsagePanel</name>
    <message>
        <source>Cancel the job</source>
        <translation>Annuler la tâche</translation>
    </message>
    <message>
        <source>% busy</source>
        <translation>% occupé</translation>
    </message>
    <message>
        <source>memory (MB)</source>
        <translation>mémoire (Mo)</translation>
    </message>
    <message>
        <source>CPU (% of one core)</source>
        <translation>CPU (% d&apos;un cœur)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>Use these numbers for the next run</source>
        <translation>Utiliser ces valeurs pour la prochaine exécution</translation>
    </message>
    <message>
        <source>GPU use, last samples</source>
        <translation>Utilisation GPU, dernières mesures</translation>
    </message>
    <message>
        <source>CPU use, last samples</source>
        <translation>Utilisation CPU, dernières mesures</translation>
    </message>
    <message>
        <source>Job %1: waiting for the first sample…</source>
        <translation>Tâche %1&#xa0;: attente de la première mesure…</translation>
    </message>
    <message>
        <source>Job %1: CPU %2 · memory %3</source>
        <translation>Tâche %1&#xa0;: CPU %2 · mémoire %3</translation>
    </message>
    <message>
        <source> · GPU not read: %1</source>
        <translation> · GPU non lus&#xa0;: %1</translation>
    </message>
    <message>
        <source> · GPU %1 %</source>
        <translation> · GPU %1 %</translation>
    </message>
    <message>
        <source>The GPUs of run %1 are idle</source>
        <translation>Les GPU de l&apos;exécution %1 sont inactifs</translation>
    </message>
    <message>
        <source>Every GPU of job %1 has stayed below %2 % for %3 minutes.</source>
        <translation>Chaque GPU de la tâche %1 est resté sous %2 % pendant %3 minutes.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; Cancel and resubmit with more time, or make sure checkpoints are written.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; Annulez et soumettez à nouveau avec plus de temps, ou assurez-vous que des points de contrôle sont écrits.</translation>
    </message>
    <message>
        <source>Run %1 will not finish before its time limit</source>
        <translation>L&apos;exécution %1 ne finira pas avant sa limite de temps</translation>
    </message>
    <message>
        <source>&lt;b&gt;The GPUs of job %1 have been idle (below %2 %) for %3 minutes or more.&lt;/b&gt; The job holds them and uses your allocation without computing. If it is stuck, cancel it.</source>
        <translation>&lt;b&gt;Les GPU de la tâche %1 sont inactifs (sous %2 %) depuis %3 minutes ou plus.&lt;/b&gt; La tâche les occupe et consomme votre allocation sans calculer. Si elle est bloquée, annulez-la.</translation>
    </message>
    <message>
        <source>Resubmit with %1.</source>
        <translation>Soumettre à nouveau avec %1.</translation>
    </message>
    <message>
        <source>Asking Slurm what the job used…</source>
        <translation>Demande à Slurm de ce que la tâche a utilisé…</translation>
    </message>
    <message>
        <source>(The pace comes from the run&apos;s event files.)</source>
        <translation>(Le rythme provient des fichiers d&apos;événements de l&apos;exécution.)</translation>
    </message>
</context>
<context>
    <name>slurmparser</name>
    <message>
        <source>Slurm accepts the job; it would start around %1 on %2 (partition %3).</source>
        <translation>Slurm accepte la tâche&#xa0;; elle démarrerait vers %1 sur %2 (partition %3).</translation>
    </message>
    <message>
        <source>Slurm accepts the job.</source>
        <translation>Slurm accepte la tâche.</translation>
    </message>
    <message>
        <source>Slurm refuses the job.</source>
        <translation>Slurm refuse la tâche.</translation>
    </message>
</context>
<context>
    <name>slurmscheduler</name>
    <message>
        <source>The scheduler&apos;s answer about the sweep could not be read.</source>
        <translation>La réponse de l&apos;ordonnanceur sur le balayage est illisible.</translation>
    </message>
</context>
<context>
    <name>smokereportformat</name>
    <message>
        <source>Model: %1 (LibTorch %2, %3 thread%4, batch %5)</source>
        <translation>Modèle&#xa0;: %1 (LibTorch %2, %3 thread%4, lot %5)</translation>
    </message>
    <message>
        <source>Cancelled after %1 step%2.</source>
        <translation>Annulé après %1 étape%2.</translation>
    </message>
    <message>
        <source>Speed: %1 ms per step, %2 steps/s, %3 samples/s (median, first step excluded)</source>
        <translation>Vitesse&#xa0;: %1 ms par étape, %2 étapes/s, %3 échantillons/s (médiane, première étape exclue)</translation>
    </message>
    <message>
        <source>Time to first step: %1 s (module load %2 s, model load %3 s)</source>
        <translation>Délai jusqu&apos;à la première étape&#xa0;: %1 s (chargement du module %2 s, chargement du modèle %3 s)</translation>
    </message>
    <message>
        <source>Memory: peak resident %1 MiB during the run, %2 MiB before it (RSS-based: counts the whole process, not just tensors)</source>
        <translation>Mémoire&#xa0;: pic résident de %1 Mio pendant l&apos;exécution, %2 Mio avant (selon le RSS&#xa0;: compte tout le processus, pas seulement les tenseurs)</translation>
    </message>
    <message>
        <source>Estimate for the real run: %1 steps/epoch x %2 epoch%3 = %4 on CPU here; %5 on one GPU with an ASSUMED CPU-&gt;GPU factor of %6x</source>
        <translation>Estimation pour la vraie exécution&#xa0;: %1 étapes/époque x %2 époque%3 = %4 sur le CPU ici&#xa0;; %5 sur un GPU avec un facteur CPU-&gt;GPU SUPPOSÉ de %6x</translation>
    </message>
    <message>
        <source>Suggested for a run on a cluster: CPUs per task %1, GPUs per node %2, Memory per node %3G, Time limit %4</source>
        <translation>Suggestion pour une exécution sur une grappe&#xa0;: CPU par processus %1, GPU par nœud %2, mémoire par nœud %3G, limite de temps %4</translation>
    </message>
    <message>
        <source>VmHWM from /proc/self/status (RSS-based)</source>
        <translation>VmHWM de /proc/self/status (selon le RSS)</translation>
    </message>
</context>
<context>
    <name>specwords</name>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation>C&apos;est vide&#xa0;; supprimez-le ou remplissez-le.</translation>
    </message>
</context>
<context>
    <name>sshcommandrunner</name>
    <message>
        <source>The connection to %1 is closed.</source>
        <translation>La connexion à %1 est fermée.</translation>
    </message>
</context>
<context>
    <name>sshconfig</name>
    <message>
        <source>Could not read the SSH configuration file %1: %2</source>
        <translation>Impossible de lire le fichier de configuration SSH %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>sshlogin</name>
    <message>
        <source>Connecting to %1 was cancelled.</source>
        <translation>La connexion à %1 a été annulée.</translation>
    </message>
    <message>
        <source>Could not create an SSH session.</source>
        <translation>Impossible de créer une session SSH.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a user name SSH accepts.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom d&apos;utilisateur que SSH accepte.</translation>
    </message>
    <message>
        <source>The computer name &quot;%1&quot; could not be found. Check it for typos; some clusters are only known inside the campus network or VPN.</source>
        <translation>Le nom d&apos;ordinateur «&#xa0;%1&#xa0;» est introuvable. Vérifiez l&apos;orthographe&#xa0;; certaines grappes ne sont connues qu&apos;à l&apos;intérieur du réseau du campus ou par VPN.</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2: no SSH server listens there, or a firewall turns it away. Check the host name and port.</source>
        <translation>%1 a refusé la connexion sur le port %2&#xa0;: aucun serveur SSH n&apos;y écoute, ou un pare-feu la rejette. Vérifiez le nom d&apos;hôte et le port.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s. The computer may be down, or reachable only from the campus network or VPN.</source>
        <translation>%1 n&apos;a pas répondu en %2 s. L&apos;ordinateur est peut-être éteint, ou joignable seulement depuis le réseau du campus ou par VPN.</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Connexion à %1 impossible&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 did not send a host key: %2</source>
        <translation>%1 n&apos;a pas envoyé de clé d&apos;hôte&#xa0;: %2</translation>
    </message>
    <message>
        <source>The host key of %1 has CHANGED, so Slipway refuses to connect. Someone may be intercepting the connection, or the centre replaced its keys. The server now shows %2 key %3. Check the centre&apos;s published fingerprints or ask its support. Only if they confirm the change, remove the old key (%4), for example with: ssh-keygen -R %5 -f %6 — then connect again.</source>
        <translation>La clé d&apos;hôte de %1 a CHANGÉ, Slipway refuse donc de se connecter. Quelqu&apos;un intercepte peut-être la connexion, ou le centre a remplacé ses clés. Le serveur présente maintenant la clé %2 %3. Vérifiez les empreintes publiées par le centre ou demandez à son support. Seulement s&apos;il confirme le changement, supprimez l&apos;ancienne clé (%4), par exemple avec&#xa0;: ssh-keygen -R %5 -f %6 — puis reconnectez-vous.</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted, so Slipway did not connect.</source>
        <translation>La clé d&apos;hôte de %1 n&apos;a pas reçu votre confiance, Slipway ne s&apos;est donc pas connecté.</translation>
    </message>
    <message>
        <source>Could not save the host key to %1: %2</source>
        <translation>Impossible d&apos;enregistrer la clé d&apos;hôte dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not check the host key of %1: %2</source>
        <translation>Impossible de vérifier la clé d&apos;hôte de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 closed the connection during login: %2</source>
        <translation>%1 a fermé la connexion pendant l&apos;authentification&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 closed the connection during login (%2): %3</source>
        <translation>%1 a fermé la connexion pendant l&apos;authentification (%2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 stopped answering during login (%2).</source>
        <translation>%1 a cessé de répondre pendant l&apos;authentification (%2).</translation>
    </message>
    <message>
        <source>That password was not accepted.</source>
        <translation>Ce mot de passe n&apos;a pas été accepté.</translation>
    </message>
    <message>
        <source>%1 did not accept any way of logging in that Slipway could offer. The server allows: %2. Tried: %3. Check the user name (%4), that your public key is registered with the centre, or the password.</source>
        <translation>%1 n&apos;a accepté aucune des méthodes de connexion que Slipway pouvait proposer. Le serveur permet&#xa0;: %2. Essayé&#xa0;: %3. Vérifiez le nom d&apos;utilisateur (%4), que votre clé publique est enregistrée auprès du centre, ou le mot de passe.</translation>
    </message>
    <message>
        <source>No passphrase was given for the key %1.</source>
        <translation>Aucune phrase de passe n&apos;a été donnée pour la clé %1.</translation>
    </message>
    <message>
        <source>Wrong passphrase for the key %1 (%2 attempts).</source>
        <translation>Phrase de passe incorrecte pour la clé %1 (%2 tentatives).</translation>
    </message>
    <message>
        <source>Wrong passphrase; try again.</source>
        <translation>Phrase de passe incorrecte&#xa0;; réessayez.</translation>
    </message>
    <message>
        <source>The previous answers were not accepted.</source>
        <translation>Les réponses précédentes n&apos;ont pas été acceptées.</translation>
    </message>
    <message>
        <source>The login questions of %1 were not answered.</source>
        <translation>Les questions de connexion de %1 sont restées sans réponse.</translation>
    </message>
    <message>
        <source>No password was given for %1.</source>
        <translation>Aucun mot de passe n&apos;a été donné pour %1.</translation>
    </message>
    <message>
        <source>%1 refused the key %2 for the user %3, and the password or code it asks for instead could not be given: %4 To log in with the key, register %5 with the centre (or add it to ~/.ssh/authorized_keys on the cluster, e.g. with ssh-copy-id -i %6), and check User and IdentityFile in the ssh configuration.</source>
        <translation>%1 a refusé la clé %2 pour l&apos;utilisateur %3, et le mot de passe ou le code qu&apos;il demande à la place n&apos;a pas pu être fourni&#xa0;: %4 Pour vous connecter avec la clé, enregistrez %5 auprès du centre (ou ajoutez-la à ~/.ssh/authorized_keys sur la grappe, par ex. avec ssh-copy-id -i %6), et vérifiez User et IdentityFile dans la configuration ssh.</translation>
    </message>
    <message>
        <source>%1 needs an answer (%2), but there is no one to ask here.</source>
        <translation>%1 demande une réponse (%2), mais il n&apos;y a personne à qui la demander ici.</translation>
    </message>
    <message>
        <source>it was not answered.</source>
        <translation>elle est restée sans réponse.</translation>
    </message>
    <message>
        <source>The window that asked was closed.</source>
        <translation>La fenêtre qui posait la question a été fermée.</translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation>L&apos;hôte de rebond %1 a échoué&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>sshprompter</name>
    <message>
        <source>Unknown host key for %1</source>
        <translation>Clé d&apos;hôte inconnue pour %1</translation>
    </message>
    <message>
        <source>Passphrase for key %1</source>
        <translation>Phrase de passe de la clé %1</translation>
    </message>
    <message>
        <source>Login questions from %1</source>
        <translation>Questions de connexion de %1</translation>
    </message>
    <message>
        <source>Nobody answered: the window that asked was closed.</source>
        <translation>Personne n’a répondu : la fenêtre qui demandait a été fermée.</translation>
    </message>
</context>
<context>
    <name>sshshellchannel</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>La connexion à %1 a été fermée.</translation>
    </message>
    <message>
        <source>Could not create a channel to %1.</source>
        <translation>Impossible de créer un canal vers %1.</translation>
    </message>
    <message>
        <source>%1 did not start a shell: %2</source>
        <translation>%1 n&apos;a pas démarré de shell&#xa0;: %2</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>La commande sur %1 a été annulée.</translation>
    </message>
    <message>
        <source>The command on %1 did not finish within %2 s and was stopped.</source>
        <translation>La commande sur %1 ne s&apos;est pas terminée en %2 s et a été arrêtée.</translation>
    </message>
    <message>
        <source>The login shell on %1 ended at once; check the login scripts (~/.bash_profile, ~/.bashrc).</source>
        <translation>Le shell de connexion sur %1 s&apos;est terminé aussitôt&#xa0;; vérifiez les scripts de connexion (~/.bash_profile, ~/.bashrc).</translation>
    </message>
    <message>
        <source>The shell on %1 ended while the command ran.</source>
        <translation>Le shell sur %1 s&apos;est terminé pendant l&apos;exécution de la commande.</translation>
    </message>
</context>
<context>
    <name>sshstream</name>
    <message>
        <source>%1 did not start the command: %2</source>
        <translation>%1 n&apos;a pas démarré la commande&#xa0;: %2</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while the command ran: its output may be cut short, and the command may still be running there. Connect again to check on it or to run it again.</source>
        <translation>La connexion à %1 a été perdue pendant la commande&#xa0;: sa sortie est peut-être tronquée, et la commande tourne peut-être encore là-bas. Reconnectez-vous pour vérifier ou pour la relancer.</translation>
    </message>
    <message>
        <source>The command on %1 was stopped by a signal.</source>
        <translation>La commande sur %1 a été arrêtée par un signal.</translation>
    </message>
    <message>
        <source>The command on %1 was stopped.</source>
        <translation>La commande sur %1 a été arrêtée.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost while sending: %2</source>
        <translation>La connexion à %1 a été perdue pendant l&apos;envoi&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>sshtarget</name>
    <message>
        <source>&quot;%1&quot; has an &apos;@&apos; but no user name before it.</source>
        <translation>«&#xa0;%1&#xa0;» a un &apos;@&apos; mais pas de nom d&apos;utilisateur avant.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; opens &apos;[&apos; but never closes it.</source>
        <translation>«&#xa0;%1&#xa0;» ouvre &apos;[&apos; sans jamais le fermer.</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot; after the address in &quot;%2&quot;.</source>
        <translation>«&#xa0;%1&#xa0;» inattendu après l&apos;adresse dans «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>No host name in &quot;%1&quot;. Give a name from your SSH configuration or user@host:port.</source>
        <translation>Pas de nom d&apos;hôte dans «&#xa0;%1&#xa0;». Donnez un nom de votre configuration SSH ou user@host:port.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid host name.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom d&apos;hôte valide.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid user name.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nom d&apos;utilisateur valide.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a port number (1 to 65535).</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un numéro de port (1 à 65535).</translation>
    </message>
    <message>
        <source>The SSH configuration file %1 does not exist.</source>
        <translation>Le fichier de configuration SSH %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The SSH configuration gives &quot;%1&quot; as the port of %2; a port is a number from 1 to 65535.</source>
        <translation>La configuration SSH donne «&#xa0;%1&#xa0;» comme port de %2&#xa0;; un port est un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <source>The jump hosts of %1 lead to more than %2 hops; check the ProxyJump lines of your SSH configuration for a loop.</source>
        <translation>Les hôtes de rebond de %1 font plus de %2 sauts&#xa0;; cherchez une boucle dans les lignes ProxyJump de votre configuration SSH.</translation>
    </message>
    <message>
        <source>Jump host &quot;%1&quot; of %2: %3</source>
        <translation>Hôte de rebond «&#xa0;%1&#xa0;» de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>The SSH configuration for %1 uses ProxyCommand, which Slipway does not run. Use ProxyJump to reach it through a jump host.</source>
        <translation>La configuration SSH de %1 utilise ProxyCommand, que Slipway n&apos;exécute pas. Utilisez ProxyJump pour le joindre via un hôte de rebond.</translation>
    </message>
</context>
<context>
    <name>sshtransfer</name>
    <message>
        <source>The transfer stopped: %1</source>
        <translation>Le transfert s&apos;est interrompu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The transfer was cancelled.</source>
        <translation>Le transfert a été annulé.</translation>
    </message>
    <message>
        <source>%1 does not exist on this computer.</source>
        <translation>%1 n&apos;existe pas sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Could not create the folder %1 on %2</source>
        <translation>Impossible de créer le dossier %1 sur %2</translation>
    </message>
    <message>
        <source>Could not read %1 on %2</source>
        <translation>Impossible de lire %1 sur %2</translation>
    </message>
    <message>
        <source>Could not create the folder %1 on this computer.</source>
        <translation>Impossible de créer le dossier %1 sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Could not list %1 on %2</source>
        <translation>Impossible de lister %1 sur %2</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed</source>
        <translation>L&apos;écriture de %1 sur %2 a échoué</translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed</source>
        <translation>La lecture de %1 sur %2 a échoué</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reading %1 on %2 failed: %3</source>
        <translation>La lecture de %1 sur %2 a échoué&#xa0;: %3</translation>
    </message>
    <message>
        <source>Writing %1 on %2 failed: %3</source>
        <translation>L&apos;écriture de %1 sur %2 a échoué&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 changed size while it was sent (%2 bytes instead of %3)</source>
        <translation>%1 a changé de taille pendant l&apos;envoi (%2 octets au lieu de %3)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not create %1 on %2</source>
        <translation>Impossible de créer %1 sur %2</translation>
    </message>
    <message>
        <source>Could not open %1 on %2</source>
        <translation>Impossible d&apos;ouvrir %1 sur %2</translation>
    </message>
    <message>
        <source>Finishing %1 on %2 failed</source>
        <translation>La finalisation de %1 sur %2 a échoué</translation>
    </message>
    <message>
        <source>Could not rename %1 on %2</source>
        <translation>Impossible de renommer %1 sur %2</translation>
    </message>
    <message>
        <source>Could not put the downloaded %1 in place: %2</source>
        <translation>Impossible de mettre en place le %1 téléchargé&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>sshtunnel</name>
    <message>
        <source>Could not listen on 127.0.0.1:%1: %2</source>
        <translation>Impossible d&apos;écouter sur 127.0.0.1:%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 could not reach %2:%3: %4</source>
        <translation>%1 n&apos;a pas pu joindre %2:%3&#xa0;: %4</translation>
    </message>
</context>
<context>
    <name>sshworker</name>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>La connexion à %1 a été fermée.</translation>
    </message>
    <message>
        <source>You disconnected from %1.</source>
        <translation>Vous vous êtes déconnecté de %1.</translation>
    </message>
    <message>
        <source>Reconnecting to %1 failed: %2</source>
        <translation>La reconnexion à %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>Jump host %1 failed: %2</source>
        <translation>L&apos;hôte de rebond %1 a échoué&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not connected to %1.</source>
        <translation>Non connecté à %1.</translation>
    </message>
    <message>
        <source>The connection to %1 is down and Slipway is reconnecting (%2). Try again once it is back.</source>
        <translation>La connexion à %1 est coupée et Slipway se reconnecte (%2). Réessayez quand elle sera rétablie.</translation>
    </message>
    <message>
        <source>The command on %1 was cancelled.</source>
        <translation>La commande sur %1 a été annulée.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost%2.</source>
        <translation>La connexion à %1 a été perdue%2.</translation>
    </message>
    <message>
        <source>%1 did not start SFTP (file transfer): %2</source>
        <translation>%1 n&apos;a pas démarré SFTP (transfert de fichiers)&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>No permission to read %1.</source>
        <translation>Pas la permission de lire %1.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Reconnecting to %1.</source>
        <translation>Reconnexion à %1.</translation>
    </message>
</context>
<context>
    <name>submission</name>
    <message>
        <source>The working folder %1 does not exist on %2. Create it there first (mkdir -p -- %3), or correct the “Working folder”.</source>
        <translation>Le dossier de travail %1 n&apos;existe pas sur %2. Créez-le d&apos;abord là-bas (mkdir -p -- %3), ou corrigez le «&#xa0;Dossier de travail&#xa0;».</translation>
    </message>
    <message>
        <source>You cannot write to the working folder %1 on %2, so the job script cannot be put there. Choose a folder of your own (for example in your project or scratch space).</source>
        <translation>Vous ne pouvez pas écrire dans le dossier de travail %1 sur %2, le script de la tâche ne peut donc pas y être placé. Choisissez un dossier à vous (par exemple dans votre espace projet ou scratch).</translation>
    </message>
    <message>
        <source>The run folder %1 could not be made in %2 on %3 (%4). Slipway writes only into run folders it makes itself, so nothing was submitted; submit again for a new folder.</source>
        <translation>Le dossier d&apos;exécution %1 n&apos;a pas pu être créé dans %2 sur %3 (%4). Slipway n&apos;écrit que dans les dossiers d&apos;exécution qu&apos;il crée lui-même, rien n&apos;a donc été soumis&#xa0;; soumettez à nouveau pour obtenir un nouveau dossier.</translation>
    </message>
    <message>
        <source>Could not prepare the job folder on %1: %2</source>
        <translation>Impossible de préparer le dossier de la tâche sur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The script %1 does not exist in %2 on the cluster. Copy it there first, or correct the “Training script” or the “Working folder”.</source>
        <translation>Le script %1 n&apos;existe pas dans %2 sur la grappe. Copiez-le d&apos;abord là-bas, ou corrigez le «&#xa0;Script d&apos;entraînement&#xa0;» ou le «&#xa0;Dossier de travail&#xa0;».</translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table could not be written to %1 on %2: %3</source>
        <translation>La table des paramètres du balayage n&apos;a pas pu être écrite dans %1 sur %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Submitted as job %1.</source>
        <translation>Soumise comme tâche %1.</translation>
    </message>
    <message>
        <source>Submitted tasks 0 to %1 of the sweep as job array(s) %2; tasks %3 to %4 were refused: %5</source>
        <translation type="vanished">Processus 0 à %1 du balayage soumis comme tableau(x) de tâches %2&#xa0;; les processus %3 à %4 ont été refusés&#xa0;: %5</translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as %2 job arrays: %3.</source>
        <translation>Les %1 processus du balayage soumis comme %2 tableaux de tâches&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Submitted the sweep&apos;s %1 tasks as job array %2.</source>
        <translation>Les %1 processus du balayage soumis comme tableau de tâches %2.</translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); tasks %3 to %4 were refused: %5</source>
        <translation>
            <numerusform>Processus 0 à %1 du balayage soumis comme %n tableau de tâches (%2)&#xa0;; les processus %3 à %4 ont été refusés&#xa0;: %5</numerusform>
            <numerusform>Processus 0 à %1 du balayage soumis comme %n tableaux de tâches (%2)&#xa0;; les processus %3 à %4 ont été refusés&#xa0;: %5</numerusform>
        </translation>
    </message>
    <message>
        <source>The connection was lost while the job was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation type="vanished">La connexion a été perdue pendant la soumission de la tâche&#xa0;: %1 La prochaine vérification de l&apos;état (la page Exécutions, ou slipwayctl status) dira si l&apos;ordonnanceur l&apos;a mise en file&#xa0;; ne la soumettez pas à nouveau avant.</translation>
    </message>
    <message>
        <source>Slipway did not get the cluster&apos;s answer while the job was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation>Slipway n&apos;a pas reçu la réponse du cluster pendant la soumission de la tâche&#xa0;: %1 La prochaine vérification de l&apos;état (la page Exécutions, ou slipwayctl status) dira si l&apos;ordonnanceur l&apos;a mise en file&#xa0;; ne la soumettez pas à nouveau avant.</translation>
    </message>
    <message>
        <source>Slipway did not get the cluster&apos;s answer while the sweep was being submitted: %1 Whether the scheduler queued it is checked at the next status check (the Runs page, or slipwayctl status); do not submit it again before that.</source>
        <translation>Slipway n&apos;a pas reçu la réponse du cluster pendant la soumission du balayage&#xa0;: %1 La prochaine vérification de l&apos;état (la page Exécutions, ou slipwayctl status) dira si l&apos;ordonnanceur l&apos;a mis en file&#xa0;; ne le soumettez pas à nouveau avant.</translation>
    </message>
    <message numerus="yes">
        <source>Submitted tasks 0 to %1 of the sweep as %n job array(s) (%2); Slipway did not get the cluster&apos;s answer for tasks %3 to %4 (%5). Look for them with squeue before you submit them again: they may be queued.</source>
        <translation>
            <numerusform>Processus 0 à %1 du balayage soumis comme %n tableau de tâches (%2)&#xa0;; Slipway n&apos;a pas reçu la réponse du cluster pour les processus %3 à %4 (%5). Vérifiez avec squeue avant de les soumettre à nouveau&#xa0;: ils sont peut-être déjà en file.</numerusform>
            <numerusform>Processus 0 à %1 du balayage soumis comme %n tableaux de tâches (%2)&#xa0;; Slipway n&apos;a pas reçu la réponse du cluster pour les processus %3 à %4 (%5). Vérifiez avec squeue avant de les soumettre à nouveau&#xa0;: ils sont peut-être déjà en file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sweep</name>
    <message>
        <source>&quot;%1&quot; is not a sweep: write NAME=VALUES, where NAME is the script&apos;s argument without its dashes (letters, digits, _ and -), for example lr=1e-4,1e-3 or seed=0:3.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un balayage&#xa0;: écrivez NOM=VALEURS, où NOM est l&apos;argument du script sans ses tirets (lettres, chiffres, _ et -), par exemple lr=1e-4,1e-3 ou seed=0:3.</translation>
    </message>
    <message>
        <source>a log-range is log:LOW:HIGH:COUNT, for example log:1e-4:1e-1:4.</source>
        <translation>une plage logarithmique s&apos;écrit log:BAS:HAUT:NOMBRE, par exemple log:1e-4:1e-1:4.</translation>
    </message>
    <message>
        <source>the ends of a log-range must be above 0.</source>
        <translation>les bornes d&apos;une plage logarithmique doivent être supérieures à 0.</translation>
    </message>
    <message>
        <source>the count must be between 1 and %1.</source>
        <translation>le nombre doit être compris entre 1 et %1.</translation>
    </message>
    <message>
        <source>the step must be 1 or more.</source>
        <translation>le pas doit valoir 1 ou plus.</translation>
    </message>
    <message>
        <source>a range is FIRST:LAST with FIRST not above LAST.</source>
        <translation>une plage s&apos;écrit PREMIER:DERNIER avec PREMIER au plus égal à DERNIER.</translation>
    </message>
    <message>
        <source>a range may have at most %1 values.</source>
        <translation>une plage peut avoir au plus %1 valeurs.</translation>
    </message>
    <message>
        <source>a list may have at most %1 values.</source>
        <translation>une liste peut avoir au plus %1 valeurs.</translation>
    </message>
    <message>
        <source>a value is empty (two commas in a row, or one at an end).</source>
        <translation>une valeur est vide (deux virgules de suite, ou une à une extrémité).</translation>
    </message>
    <message>
        <source>a value is longer than 1000 characters.</source>
        <translation>une valeur dépasse 1000 caractères.</translation>
    </message>
    <message>
        <source>a value holds a tab, a line break or a NUL character, which the parameters table cannot carry.</source>
        <translation>une valeur contient une tabulation, un saut de ligne ou un caractère NUL, que la table des paramètres ne peut pas contenir.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is swept twice; give all its values in one sweep.</source>
        <translation>«&#xa0;%1&#xa0;» est balayé deux fois&#xa0;; donnez toutes ses valeurs dans un seul balayage.</translation>
    </message>
    <message>
        <source>The number of random samples cannot be below 0.</source>
        <translation>Le nombre de tirages aléatoires ne peut pas être inférieur à 0.</translation>
    </message>
    <message>
        <source>The sweep would make more than %1 tasks; sweep fewer values.</source>
        <translation>Le balayage produirait plus de %1 processus&#xa0;; balayez moins de valeurs.</translation>
    </message>
</context>
<context>
    <name>sweeplines</name>
    <message>
        <source> The cluster takes at most %1 tasks in one array, so Slipway submits the %2 tasks as %3 arrays.</source>
        <translation> La grappe accepte au plus %1 processus par tableau, Slipway soumet donc les %2 processus en %3 tableaux.</translation>
    </message>
    <message>
        <source>A job array: one task per set of parameters%1.%2</source>
        <translation>Un tableau de tâches&#xa0;: un processus par jeu de paramètres%1.%2</translation>
    </message>
    <message>
        <source>A job array: one subjob per set of parameters.%1</source>
        <translation>Un tableau de tâches&#xa0;: une sous-tâche par jeu de paramètres.%1</translation>
    </message>
    <message>
        <source>The sweep&apos;s parameters table (in the run&apos;s folder), passed by Slipway.</source>
        <translation>La table des paramètres du balayage (dans le dossier de l&apos;exécution), transmise par Slipway.</translation>
    </message>
    <message>
        <source>This task&apos;s number in the sweep.</source>
        <translation>Le numéro de ce processus dans le balayage.</translation>
    </message>
    <message>
        <source>Its row of the table.</source>
        <translation>Sa ligne de la table.</translation>
    </message>
    <message>
        <source>Stop with a clear message if the table lacks it.</source>
        <translation>S&apos;arrêter avec un message clair si la table ne l&apos;a pas.</translation>
    </message>
    <message>
        <source>Split the row at its tabs; the values are never run as code.</source>
        <translation>Découper la ligne à ses tabulations&#xa0;; les valeurs ne sont jamais exécutées comme du code.</translation>
    </message>
    <message>
        <source>Each task writes its event files into a folder of its own, named by its parameters.</source>
        <translation>Chaque processus écrit ses fichiers d&apos;événements dans un dossier à lui, nommé d&apos;après ses paramètres.</translation>
    </message>
    <message>
        <source>This task&apos;s arguments, added after the script&apos;s own.</source>
        <translation>Les arguments de ce processus, ajoutés après ceux du script.</translation>
    </message>
    <message>
        <source>Say in the log which parameters this task runs with.</source>
        <translation>Indiquer dans le journal avec quels paramètres tourne ce processus.</translation>
    </message>
</context>
<context>
    <name>sweepprogress</name>
    <message>
        <source>%1 completed</source>
        <translation>terminés&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 running</source>
        <translation>en cours&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 waiting</source>
        <translation>en attente&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 failed</source>
        <translation>en échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 cancelled</source>
        <translation>annulés&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n task(s): %1.</source>
        <extracomment>%1 lists the tasks by state: &quot;3 completed, 1 failed&quot; (or &quot;none yet&quot;)</extracomment>
        <translation>
            <numerusform>%n processus&#xa0;: %1.</numerusform>
            <numerusform>%n processus&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1 ended (how is not known)</source>
        <translation>terminés sans issue connue : %1</translation>
    </message>
</context>
<context>
    <name>tensorboardsession</name>
    <message>
        <source>There is no connection to the cluster.</source>
        <translation>Il n&apos;y a pas de connexion à la grappe.</translation>
    </message>
</context>
<context>
    <name>torchprobe</name>
    <message>
        <source>Python printed nothing (exit status %1).</source>
        <translation>Python n&apos;a rien affiché (code de sortie %1).</translation>
    </message>
</context>
<context>
    <name>uploadplan</name>
    <message>
        <source>The project needs %1 on the cluster but %2 has only %3 free. Free some space there or send the project to another folder (for example your scratch or workspace folder).</source>
        <translation>Le projet a besoin de %1 sur la grappe mais %2 n&apos;a que %3 de libre. Libérez de la place ou envoyez le projet dans un autre dossier (par exemple votre dossier scratch ou votre espace de travail).</translation>
    </message>
    <message>
        <source>The project has %1 files but %2 can take only %3 more (its file count quota). Leave files out with .slipwayignore or send the project to another folder.</source>
        <translation>Le projet a %1 fichiers mais %2 ne peut en accueillir que %3 de plus (son quota de nombre de fichiers). Excluez des fichiers avec .slipwayignore ou envoyez le projet dans un autre dossier.</translation>
    </message>
    <message>
        <source>The free space on the cluster could not be checked.</source>
        <translation>L&apos;espace libre sur la grappe n&apos;a pas pu être vérifié.</translation>
    </message>
</context>
<context>
    <name>usageprobe</name>
    <message>
        <source>The GPU tool printed nothing on the job&apos;s nodes.</source>
        <translation>L&apos;outil GPU n&apos;a rien affiché sur les nœuds de la tâche.</translation>
    </message>
    <message>
        <source>The GPUs could not be read: %1</source>
        <translation>Les GPU n&apos;ont pas pu être lus&#xa0;: %1</translation>
    </message>
    <message>
        <source>A node was left out: </source>
        <translation>Un nœud a été écarté&#xa0;: </translation>
    </message>
    <message>
        <source>The job&apos;s nodes are not known yet.</source>
        <translation>Les nœuds de la tâche ne sont pas encore connus.</translation>
    </message>
</context>
<context>
    <name>wordrules</name>
    <message>
        <source>&quot;%1&quot; contains a line break or another control character; remove it.</source>
        <translation>«&#xa0;%1&#xa0;» contient un saut de ligne ou un autre caractère de contrôle&#xa0;; supprimez-le.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts with &apos;-&apos;, so the program would read it as an option instead of %2; remove the &apos;-&apos;.</source>
        <translation>«&#xa0;%1&#xa0;» commence par &apos;-&apos;, le programme le lirait donc comme une option au lieu de %2&#xa0;; supprimez le &apos;-&apos;.</translation>
    </message>
    <message>
        <source>%1 characters are too long for %2.</source>
        <translation>%1 caractères, c&apos;est trop long pour %2.</translation>
    </message>
    <message>
        <source>It is empty; give %1.</source>
        <translation>C&apos;est vide&#xa0;; donnez %1.</translation>
    </message>
    <message>
        <source>GPU types use only letters, digits and _ . - (for example h100 or a100)</source>
        <translation>Les types de GPU n&apos;utilisent que des lettres, des chiffres et _ . - (par exemple h100 ou a100)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a channel after it, such as pytorch.</source>
        <translation>«&#xa0;%1&#xa0;» doit être suivi d&apos;un canal, comme pytorch.</translation>
    </message>
    <message>
        <source>It is empty; remove it or fill it in.</source>
        <translation>C&apos;est vide&#xa0;; supprimez-le ou remplissez-le.</translation>
    </message>
    <message>
        <source>It contains a NUL byte, which no program can be given; remove it.</source>
        <translation>Il contient un octet NUL, qu&apos;aucun programme ne peut recevoir&#xa0;; supprimez-le.</translation>
    </message>
    <message>
        <source>It contains a broken character (half of a UTF-16 surrogate pair, such as \ud800), which cannot be written as UTF-8 and would become &apos;?&apos;; remove it.</source>
        <translation>Il contient un caractère cassé (la moitié d&apos;une paire de substitution UTF-16, comme \ud800), impossible à écrire en UTF-8 et qui deviendrait &apos;?&apos;&#xa0;; supprimez-le.</translation>
    </message>
</context>
<context>
    <name>workspace</name>
    <message>
        <source>The workspace tool said: &quot;%1&quot;</source>
        <translation>L&apos;outil d&apos;espaces de travail a dit&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Give the workspace a name.</source>
        <translation>Donnez un nom à l&apos;espace de travail.</translation>
    </message>
    <message>
        <source>A workspace name can have at most 64 characters.</source>
        <translation>Un nom d&apos;espace de travail compte au plus 64 caractères.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace: start with a letter or digit and use only letters, digits, &apos;-&apos;, &apos;.&apos; and &apos;_&apos; (no spaces).</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas nommer un espace de travail&#xa0;: commencez par une lettre ou un chiffre et n&apos;utilisez que des lettres, des chiffres, &apos;-&apos;, &apos;.&apos; et &apos;_&apos; (pas d&apos;espaces).</translation>
    </message>
</context>
<context>
    <name>workspaceservice</name>
    <message>
        <source>%1 has no %2: this cluster does not use hpc-workspace. Use your scratch or project folder instead.</source>
        <translation>%1 n&apos;a pas %2&#xa0;: cette grappe n&apos;utilise pas hpc-workspace. Utilisez plutôt votre dossier scratch ou projet.</translation>
    </message>
    <message>
        <source>%1 failed on %2 (exit status %3).</source>
        <translation>%1 a échoué sur %2 (code de sortie %3).</translation>
    </message>
    <message>
        <source>The number of days must be between 1 and %1.</source>
        <translation>Le nombre de jours doit être compris entre 1 et %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot name a workspace file system.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas nommer un système de fichiers d&apos;espaces de travail.</translation>
    </message>
    <message>
        <source>Workspace %1 now expires in %2 days</source>
        <translation>L&apos;espace de travail %1 expire maintenant dans %2 jours</translation>
    </message>
    <message>
        <source>Workspace %1 already existed; it expires in %2 days</source>
        <translation>L&apos;espace de travail %1 existait déjà&#xa0;; il expire dans %2 jours</translation>
    </message>
    <message>
        <source>Workspace %1 is ready for %2 days</source>
        <translation>L&apos;espace de travail %1 est prêt pour %2 jours</translation>
    </message>
    <message>
        <source> The cluster allows at most %1 days, so it shortened the time you asked for.</source>
        <translation> La grappe autorise au plus %1 jours, elle a donc raccourci la durée demandée.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Non connecté.</translation>
    </message>
</context>
</TS>
