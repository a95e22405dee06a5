"""The messages of --spark-master's checks and of Spark Connect (exact/spark_master.py, exact/spark_session.py;
issue 44), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
    "Spark cannot start {master}: each number in it must be at least 1": {
        "de": "Spark kann {master} nicht starten: jede Zahl darin muss mindestens 1 sein",
        "zh": "Spark 无法启动 {master}：其中的每个数字都必须至少为 1",
        "el": "το Spark δεν μπορεί να ξεκινήσει το {master}: κάθε αριθμός σε αυτό πρέπει να είναι τουλάχιστον 1"},
    "Use local[*] (a thread for each core) or local[N] with N at least 1": {
        "de": "Verwenden Sie local[*] (ein Thread je Kern) oder local[N] mit N mindestens 1",
        "zh": "请使用 local[*]（每个核心一个线程）或 N 至少为 1 的 local[N]",
        "el": "Χρησιμοποιήστε local[*] (ένα νήμα ανά πυρήνα) ή local[N] με N τουλάχιστον 1"},
    "no Kubernetes API server answers at {host}, port {port}": {
        "de": "unter {host}, Port {port} antwortet kein Kubernetes-API-Server",
        "zh": "{host} 的端口 {port} 上没有 Kubernetes API 服务器响应",
        "el": "κανένας διακομιστής API του Kubernetes δεν απαντά στο {host}, θύρα {port}"},
    "no Spark Connect server answers at {host}, port {port}": {
        "de": "unter {host}, Port {port} antwortet kein Spark-Connect-Server",
        "zh": "{host} 的端口 {port} 上没有 Spark Connect 服务器响应",
        "el": "κανένας διακομιστής Spark Connect δεν απαντά στο {host}, θύρα {port}"},
    "the program at {host}, port {port} is not a Spark master: it took the connection but did not answer as one": {
        "de": "das Programm unter {host}, Port {port} ist kein Spark-Master: es hat die Verbindung angenommen, aber "
              "nicht wie einer geantwortet",
        "zh": "{host} 的端口 {port} 上的程序不是 Spark master：它接受了连接，但没有像 Spark master 那样应答",
        "el": "το πρόγραμμα στο {host}, θύρα {port} δεν είναι Spark master: δέχτηκε τη σύνδεση αλλά δεν απάντησε "
              "όπως ένας Spark master"},
    "the program at {host}, port {port} is not a Spark Connect server: it took the connection but did not answer as "
    "one": {
        "de": "das Programm unter {host}, Port {port} ist kein Spark-Connect-Server: es hat die Verbindung angenommen, "
              "aber nicht wie einer geantwortet",
        "zh": "{host} 的端口 {port} 上的程序不是 Spark Connect 服务器：它接受了连接，但没有像 Spark Connect 服务器那样应答",
        "el": "το πρόγραμμα στο {host}, θύρα {port} δεν είναι διακομιστής Spark Connect: δέχτηκε τη σύνδεση αλλά δεν "
              "απάντησε όπως ένας τέτοιος διακομιστής"},
    "Check the port in --spark-master: a Spark master's (7077 by default, not its web page's) or a Spark Connect "
    "server's (15002 by default)": {
        "de": "Prüfen Sie den Port in --spark-master: den eines Spark-Masters (standardmäßig 7077, nicht den seiner "
              "Webseite) oder eines Spark-Connect-Servers (standardmäßig 15002)",
        "zh": "请检查 --spark-master 中的端口：Spark master 的端口（默认 7077，而不是其网页的端口）或 Spark Connect "
              "服务器的端口（默认 15002）",
        "el": "Ελέγξτε τη θύρα στο --spark-master: ενός Spark master (7077 από προεπιλογή, όχι της ιστοσελίδας του) ή "
              "ενός διακομιστή Spark Connect (15002 από προεπιλογή)"},
    "Spark Connect (sc://) needs Python packages that are not installed: {packages}": {
        "de": "Spark Connect (sc://) braucht Python-Pakete, die nicht installiert sind: {packages}",
        "zh": "Spark Connect（sc://）需要未安装的 Python 包：{packages}",
        "el": "το Spark Connect (sc://) χρειάζεται πακέτα Python που δεν είναι εγκατεστημένα: {packages}"},
    "Install them (python -m pip install 'dpstudio[spark]') and try again": {
        "de": "Installieren Sie sie (python -m pip install 'dpstudio[spark]') und versuchen Sie es erneut",
        "zh": "请安装它们（python -m pip install 'dpstudio[spark]'）后重试",
        "el": "Εγκαταστήστε τα (python -m pip install 'dpstudio[spark]') και δοκιμάστε ξανά"},
    "the Spark Connect server did not give dpstudio a session within {seconds} seconds": {
        "de": "der Spark-Connect-Server hat dpstudio nicht innerhalb von {seconds} Sekunden eine Sitzung gegeben",
        "zh": "Spark Connect 服务器没有在 {seconds} 秒内为 dpstudio 建立会话",
        "el": "ο διακομιστής Spark Connect δεν έδωσε στο dpstudio συνεδρία μέσα σε {seconds} δευτερόλεπτα"},
    "Check that --spark-master names a running Spark Connect server (its port, 15002 by default) that this computer "
    "may reach": {
        "de": "Prüfen Sie, dass --spark-master einen laufenden Spark-Connect-Server nennt (seinen Port, standardmäßig "
              "15002), den dieser Rechner erreichen darf",
        "zh": "请检查 --spark-master 指向的是正在运行、且这台计算机可以访问的 Spark Connect 服务器（其端口，默认 15002）",
        "el": "Ελέγξτε ότι το --spark-master ονομάζει έναν διακομιστή Spark Connect που λειτουργεί (τη θύρα του, 15002 "
              "από προεπιλογή) και στον οποίο αυτός ο υπολογιστής έχει πρόσβαση"},
    "the cluster did not start dpstudio's Spark application within {seconds} seconds": {
        "de": "der Cluster hat dpstudios Spark-Anwendung nicht innerhalb von {seconds} Sekunden gestartet",
        "zh": "集群没有在 {seconds} 秒内启动 dpstudio 的 Spark 应用",
        "el": "το cluster δεν ξεκίνησε την εφαρμογή Spark του dpstudio μέσα σε {seconds} δευτερόλεπτα"},
    "Check that --spark-master names a running cluster with room for dpstudio's application; Spark's own log is in "
    "{log}": {
        "de": "Prüfen Sie, dass --spark-master einen laufenden Cluster nennt, der Platz für dpstudios Anwendung hat; "
              "Sparks eigenes Protokoll liegt in {log}",
        "zh": "请检查 --spark-master 指向的是正在运行、且有空间运行 dpstudio 应用的集群；Spark 自己的日志在 {log}",
        "el": "Ελέγξτε ότι το --spark-master ονομάζει ένα cluster που λειτουργεί και έχει χώρο για την εφαρμογή του "
              "dpstudio· το αρχείο καταγραφής του ίδιου του Spark είναι στο {log}"},
}
