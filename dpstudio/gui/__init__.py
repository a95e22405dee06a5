"""The desktop app: a thin Qt layer over dpstudio.core. It computes nothing itself."""
